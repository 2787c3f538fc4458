export { NewsletterForm } from './ui/newsletter-form';
