import { switchSessionUser, replaceCurrentUser, isSignedOutAnswer } from '@/entities/user';
import {
  apiBaseQuery,
  baseApi,
  errorMessage,
  type LoginRequestDto,
  type PasswordResetRequestDto,
  type RegisterRequestDto,
  type UserDto,
} from '@/shared/api';
import { openSidebar, resetSidebar } from '@/shared/lib/sidebar';
import type { AppDispatch } from '@/shared/redux';

/** Default texts of spec §8 when the server sends no message of its own. */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  /** The spec uses the login default for a failed logout too. */
  logoutFailed: 'Login failed',
  registerFailed: 'An error occurred',
  updateFailed: 'Update failed',
  impersonationFailed: 'Impersonation failed',
} as const;

export interface PasswordResetAnswerDto {
  detail?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/login/` (username is the e-mail). The answer is the user; an answer without a user
     * but with an `error` field is a failure too. On success the user becomes current and every
     * per-user cache is discarded.
     */
    login: build.mutation<UserDto, LoginRequestDto>({
      async queryFn(body, api, extraOptions) {
        const result = await apiBaseQuery({ url: 'login/', method: 'POST', body }, api, extraOptions);
        if (result.error) return { error: result.error };
        const user = result.data as Partial<UserDto> & { error?: unknown };
        if (!user || typeof user.id !== 'number') {
          return { error: { status: 400, data: { error: typeof user?.error === 'string' ? user.error : AUTH_MESSAGES.loginFailed } } };
        }
        return { data: user as UserDto };
      },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          switchSessionUser(dispatch as AppDispatch, data);
        } catch {
          // The login panel shows the message; nothing changes.
        }
      },
    }),

    /**
     * `POST /api/logout/`. On success (or when the server says the session is already gone) the
     * current user becomes null, per-user caches are discarded and the sidebar resets.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, api, extraOptions) {
        const result = await apiBaseQuery({ url: 'logout/', method: 'POST' }, api, extraOptions);
        if (result.error && !isSignedOutAnswer(result.error)) return { error: result.error };
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          switchSessionUser(dispatch as AppDispatch, null);
          dispatch(resetSidebar());
        } catch {
          // useLogout tells the user.
        }
      },
    }),

    /** `POST /api/users/`: creates an account (signed out until the e-mail link is clicked). */
    register: build.mutation<UserDto, RegisterRequestDto>({
      query: (body) => ({ url: 'users/', method: 'POST', body }),
    }),

    /** `POST /api/password-reset/request-reset/` ({email}); the path is our choice (docs/decisions.md). */
    requestPasswordReset: build.mutation<PasswordResetAnswerDto, PasswordResetRequestDto>({
      query: (body) => ({ url: 'password-reset/request-reset/', method: 'POST', body }),
    }),

    /** `PUT /api/users/me/update/`: the answer replaces the cached current user. */
    updateProfile: build.mutation<UserDto, Partial<UserDto>>({
      query: (body) => ({ url: 'users/me/update/', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          replaceCurrentUser(dispatch as AppDispatch, data);
        } catch (failure) {
          console.error(AUTH_MESSAGES.updateFailed, errorMessage((failure as { error?: unknown }).error, AUTH_MESSAGES.updateFailed));
        }
      },
    }),

    /**
     * `POST /api/users/me/impersonate/` ({email}, admins only): the answer becomes the current user,
     * per-user caches are discarded and the sidebar opens on MY PROJECTS (spec).
     */
    impersonate: build.mutation<UserDto, { email: string }>({
      query: (body) => ({ url: 'users/me/impersonate/', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          switchSessionUser(dispatch as AppDispatch, data);
          dispatch(openSidebar('projects'));
        } catch (failure) {
          console.error(
            AUTH_MESSAGES.impersonationFailed,
            errorMessage((failure as { error?: unknown }).error, AUTH_MESSAGES.impersonationFailed),
          );
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useUpdateProfileMutation,
  useImpersonateMutation,
} = authApi;
