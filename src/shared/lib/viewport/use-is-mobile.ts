import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../config/constants';

/** The CSS media query of the mobile layout: the window narrower than 768 px. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * True when the window is narrower than the mobile breakpoint (768 px). Asks the media query, never
 * `window.innerWidth`: on a phone (a page with a viewport meta tag) reading `innerWidth` lays out
 * the whole page first, and React reads this on every render of every component that uses it, so
 * after a list's rows were added each read cost a full layout (~100 ms at 4× CPU slowdown). Where
 * there is no `matchMedia` (jsdom) the width itself is read: it costs nothing there.
 */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(MOBILE_QUERY).matches;
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', onChange);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    query?.removeEventListener?.('change', onChange);
  };
}

/** Mobile layout flag (the window is narrower than 768 px), as CSS sees it. Re-renders on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
