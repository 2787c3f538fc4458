export { useIsMobile, isMobileViewport } from './use-is-mobile';
