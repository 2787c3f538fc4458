import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../config/constants';

/** True when the window is narrower than the mobile breakpoint (768 px). */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', onChange);
  const query =
    typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) : null;
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    query?.removeEventListener?.('change', onChange);
  };
}

/**
 * Mobile layout flag (the window is narrower than 768 px). Re-renders on resize; reads
 * `window.innerWidth` so it agrees with CSS media queries and works in jsdom.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
