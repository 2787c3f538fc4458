import { baseApi, sessionChanged, type UserDto } from '@/shared/api';

export const impersonateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/users/me/impersonate/` ({email}, admins only). The answer is the user the admin
     * now views the site as: the session event (reason impersonate) makes them current, resets
     * what belonged to the previous person and opens the sidebar on MY PROJECTS.
     */
    impersonate: build.mutation<UserDto, { email: string }>({
      query: (body) => ({ url: 'users/me/impersonate/', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionChanged({ reason: 'impersonate', user: data }));
        } catch {
          // The form shows the failure.
        }
      },
    }),

    /**
     * `POST /api/users/me/impersonate/stop/`: back to the admin's own account. The answer is the
     * admin, made current through the same session event.
     */
    stopImpersonating: build.mutation<UserDto, void>({
      query: () => ({ url: 'users/me/impersonate/stop/', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionChanged({ reason: 'impersonate', user: data }));
        } catch {
          // The bar shows the failure.
        }
      },
    }),
  }),
});

export const { useImpersonateMutation, useStopImpersonatingMutation } = impersonateApi;
