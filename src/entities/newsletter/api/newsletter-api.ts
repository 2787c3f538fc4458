import { baseApi, type NewsletterRequestDto } from '@/shared/api';

/**
 * `POST /api/newsletter/` (CSRF header added by the base query). Used by the footer form (with a
 * confirmation e-mail) and by registration's optional signup.
 */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<unknown, NewsletterRequestDto>({
      query: (body) => ({ url: '/newsletter/', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = newsletterApi;
