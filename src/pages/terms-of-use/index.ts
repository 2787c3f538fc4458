export { TermsOfUsePage } from './ui/terms-of-use-page';
