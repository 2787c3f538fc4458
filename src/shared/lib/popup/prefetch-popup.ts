import type { PopupName } from './popup-names';

/** Fetches a popup's code (the popup layer's and the body's); provided by the app, which may import the layer. */
export type PopupPreloader = (name: PopupName) => Promise<void>;

let preloader: PopupPreloader | null = null;
// Each popup's code is asked for once; a failed download is forgotten, so a later ask tries again.
const asked = new Set<PopupName>();

/** Called by the app shell: how popup code is fetched (null while no popup layer is mounted). */
export function providePopupPreloader(next: PopupPreloader | null): void {
  preloader = next;
  asked.clear();
}

/**
 * Starts downloading a popup's code before it is opened, so it shows in one go when it is: the
 * trigger's hover, focus or pointer-down (see `prefetchPopupOn`) comes 100 ms or more before its
 * click, and the login form is fetched in idle time once the page has painted. Never throws; a
 * popup whose prefetch failed loads when it opens (and says so if it cannot).
 */
export function prefetchPopup(name: PopupName): void {
  if (!preloader || asked.has(name)) return;
  asked.add(name);
  preloader(name).catch(() => asked.delete(name));
}

/** Props for a button or menu item that opens `name`: its code starts downloading on hover, focus or pointer-down. */
export function prefetchPopupOn(name: PopupName) {
  const prefetch = () => prefetchPopup(name);
  return { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };
}
