import { baseApi, type NewsletterRequestDto } from '@/shared/api';

/** Footer newsletter signup: `POST /api/newsletter/` (CSRF header added by the base query). */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<unknown, string>({
      query: (email) => ({
        url: '/newsletter/',
        method: 'POST',
        body: { email, send_confirmation_email: true } satisfies NewsletterRequestDto,
      }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = newsletterApi;
