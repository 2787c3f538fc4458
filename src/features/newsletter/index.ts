export { NewsletterForm } from './ui/newsletter-form';
export { newsletterApi, useSubscribeToNewsletterMutation } from './api/newsletter-api';
export { newsletterErrorText, NEWSLETTER_FALLBACK_ERROR } from './model/newsletter-error';
