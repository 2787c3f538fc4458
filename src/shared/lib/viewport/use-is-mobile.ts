import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../config/constants';

// Read once and on each resize, never while rendering: on a phone `innerWidth` lays the page out.
let mobile: boolean | undefined;
const listeners = new Set<() => void>();

function onResize() {
  const was = mobile;
  mobile = window.innerWidth < MOBILE_BREAKPOINT_PX;
  if (mobile !== was) for (const listener of listeners) listener();
}

/** True when the window is narrower than the mobile breakpoint (768 px). */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  if (mobile === undefined) {
    onResize();
    window.addEventListener('resize', onResize);
  }
  return mobile === true;
}

function subscribe(onChange: () => void): () => void {
  isMobileViewport();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Mobile layout flag (the window is narrower than 768 px); re-renders when a resize crosses it. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
