export { isMobileViewport, useIsMobile } from './use-is-mobile';
