import { lazyPart } from '@/shared/ui/lazy-part';
import type { PopupName } from '@/shared/lib/popup';

const loadPopupLayer = () => import('@/widgets/popup-layer');

/**
 * The popup layer: its code is not in the entry. It loads when a popup is first asked for, in idle
 * time once the page has painted, or when a popup is prefetched (a trigger's hover, focus or press).
 */
export const PopupLayer = lazyPart(() => loadPopupLayer().then((m) => m.PopupLayer));

/** The popup layer's code and one popup's body, downloaded side by side rather than one after the other. */
export function preloadPopupCode(name: PopupName): Promise<void> {
  return Promise.all([PopupLayer.preload(), loadPopupLayer().then((m) => m.preloadPopup(name))]).then(() => undefined);
}
