export { newsletterApi, useSubscribeToNewsletterMutation } from './api/newsletter-api';
