import { baseApi, type SupportRequestDto } from '@/shared/api';

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/users/me/support-request/` ({type, description}). */
    submitSupportRequest: build.mutation<unknown, SupportRequestDto>({
      query: (body) => ({ url: 'users/me/support-request/', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSupportRequestMutation } = supportApi;
