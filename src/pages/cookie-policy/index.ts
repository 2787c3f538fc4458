export { CookiePolicyPage } from './ui/cookie-policy-page';
