export { isMobileViewport, useIsMobile } from './use-is-mobile';
export { playerBarInset } from './player-bar-inset';
export { useTwoWaySticky } from './use-two-way-sticky';
