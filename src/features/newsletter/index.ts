export { NewsletterForm } from './ui/newsletter-form';
export { newsletterErrorText, NEWSLETTER_FALLBACK_ERROR } from './model/newsletter-error';
