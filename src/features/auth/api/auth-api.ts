import { isSignedOutAnswer } from '@/entities/user';
import {
  apiBaseQuery,
  baseApi,
  sessionChanged,
  type LoginRequestDto,
  type PasswordResetRequestDto,
  type RegisterRequestDto,
  type UserDto,
} from '@/shared/api';

/** What a failed sign-in, registration or logout says when the server sends no message of its own. */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  /** A failed logout reads like a failed login ("Login failed"). */
  logoutFailed: 'Login failed',
  registerFailed: 'An error occurred',
} as const;

export interface PasswordResetAnswerDto {
  detail?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/login/` (username is the e-mail). The answer is the user; an answer without a user
     * but with an `error` field is a failure too. Success is the session event (reason login):
     * the user becomes current and whatever belonged to the visitor before is reset.
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
          dispatch(sessionChanged({ reason: 'login', user: data }));
        } catch {
          // The login panel shows the message; nothing changes.
        }
      },
    }),

    /**
     * `POST /api/logout/`. Only once the server has answered (or said the session is already
     * gone) is the session event dispatched (reason logout): the user becomes null, per-user caches,
     * the sidebar, popups and player queue reset. A failure changes nothing (useLogout tells).
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
          dispatch(sessionChanged({ reason: 'logout', user: null }));
        } catch {
          // useLogout tells the user.
        }
      },
    }),

    /** `POST /api/users/`: creates an account (signed out until the e-mail link is clicked). */
    register: build.mutation<UserDto, RegisterRequestDto>({
      query: (body) => ({ url: 'users/', method: 'POST', body }),
    }),

    /**
     * `POST /api/password-reset/request-reset/` ({email}); the path is our choice
     * (docs/decisions/password-reset-request.md).
     */
    requestPasswordReset: build.mutation<PasswordResetAnswerDto, PasswordResetRequestDto>({
      query: (body) => ({ url: 'password-reset/request-reset/', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
} = authApi;
