import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../config/constants';

/**
 * The flag as of the last resize. Reading `window.innerWidth` makes Chromium bring styles up to
 * date first, so a list's render that asked it once per row recalculated the page's styles in the
 * middle of rendering (75 ms of a search page's start-up at 4× CPU slowdown). The width changes
 * only with a resize event, so it is read once and again on each resize.
 */
let mobile: boolean | undefined;
const listeners = new Set<() => void>();

function readWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

function onResize() {
  const next = readWidth();
  if (next === mobile) return;
  mobile = next;
  for (const listener of listeners) listener();
}

/** True when the window is narrower than the mobile breakpoint (768 px). */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  if (mobile === undefined) {
    mobile = readWidth();
    window.addEventListener('resize', onResize);
  }
  return mobile;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  isMobileViewport();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Mobile layout flag (the window is narrower than 768 px); re-renders when a resize crosses it. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
