export { useSubscribeToNewsletterMutation } from './api/newsletter-api';
