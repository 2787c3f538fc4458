import { rememberImpersonation, selectCachedUser } from '@/entities/user';
import { baseApi, sessionChanged, type UserDto } from '@/shared/api';

type SessionLifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: UserDto }>;
};

/**
 * The answer of an impersonation (or of the way back) becomes the session: this browser remembers
 * who the admin is (a server built to the spec alone does not say it), then the session event
 * (reason impersonate) makes the answered user current, resets what belonged to the previous
 * person and opens the sidebar on MY PROJECTS. A failure is shown by the caller.
 */
async function switchSession({ dispatch, getState, queryFulfilled }: SessionLifecycle): Promise<void> {
  const before = selectCachedUser(getState() as Parameters<typeof selectCachedUser>[0]);
  try {
    const { data } = await queryFulfilled;
    rememberImpersonation(before, data);
    dispatch(sessionChanged({ reason: 'impersonate', user: data }));
  } catch {
    // The form or the bar shows the failure.
  }
}

export const impersonateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/users/me/impersonate/` ({email}, admins only). The answer is the user the admin
     * now views the site as; the admin's own e-mail goes back to their account.
     */
    impersonate: build.mutation<UserDto, { email: string }>({
      query: (body) => ({ url: 'users/me/impersonate/', method: 'POST', body }),
      onQueryStarted: (_body, api) => switchSession(api),
    }),

    /**
     * `POST /api/users/me/impersonate/stop/` (not the spec's): back to the admin's own account.
     * The answer is the admin, made current through the same session event.
     */
    stopImpersonating: build.mutation<UserDto, void>({
      query: () => ({ url: 'users/me/impersonate/stop/', method: 'POST' }),
      onQueryStarted: (_arg, api) => switchSession(api),
    }),
  }),
});

export const { useImpersonateMutation, useStopImpersonatingMutation } = impersonateApi;
