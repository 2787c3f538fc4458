import { currentUserAnswered } from '@/entities/user';
import { baseApi, type LoginRequestDto, type ProfileUpdateDto, type UserDto } from '@/shared/api';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `PUT /api/users/me/update/`: the saved user the server answers replaces the cached user. */
    updateProfile: build.mutation<UserDto, ProfileUpdateDto>({
      query: (body) => ({ url: 'users/me/update/', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(currentUserAnswered(data));
        } catch {
          // The form shows "Error: {message}" and keeps what was typed.
        }
      },
    }),

    /** `POST /api/users/me/actions/password-change/` ({new_password}); failure reads `detail`. */
    changePassword: build.mutation<unknown, { new_password: string }>({
      query: (body) => ({ url: 'users/me/actions/password-change/', method: 'POST', body }),
    }),

    /**
     * `POST /api/login/` with the new password after a password change, so the user stays signed
     * in. The same person signs in again: the cached user is replaced, nothing else is reset (this
     * is not a session change).
     */
    reauthenticate: build.mutation<UserDto, LoginRequestDto>({
      query: (body) => ({ url: 'login/', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data && typeof data.id === 'number') dispatch(currentUserAnswered(data));
        } catch {
          // The form shows "Failed to re-authenticate".
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useReauthenticateMutation } = accountApi;
