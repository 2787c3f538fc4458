export { AppLink, type AppLinkProps } from './app-link';
