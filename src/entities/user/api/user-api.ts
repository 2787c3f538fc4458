import { apiBaseQuery, baseApi, errorBody, errorStatus, type UserDto } from '@/shared/api';

/** What a signed-out current-user call says, for places that surface it. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized. Please log in.';

/** A 401, or any answer whose detail reads "Not authenticated", means nobody is signed in. */
export function isSignedOutAnswer(error: unknown): boolean {
  if (errorStatus(error) === 401) return true;
  const body = errorBody(error);
  return !!body && typeof body === 'object' && (body as { detail?: unknown }).detail === 'Not authenticated';
}

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/users/me/`: the signed-in user, or `null` for a visitor (401 is an answer, not an
     * error). No retry (the base query never retries). Hooks dispatch it in an effect, so it runs
     * only after the client has mounted; `useCurrentUser` refetches it on every mount (always stale).
     */
    getMe: build.query<UserDto | null, void>({
      async queryFn(_arg, api, extraOptions) {
        const result = await apiBaseQuery('users/me/', api, extraOptions);
        if (result.error) {
          if (isSignedOutAnswer(result.error)) return { data: null };
          return { error: result.error };
        }
        const body = result.data as (UserDto & { detail?: string }) | null;
        // An answer with detail "Not authenticated" means signed out too, whatever its status.
        if (!body || body.detail === 'Not authenticated') return { data: null };
        return { data: body };
      },
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = userApi;
