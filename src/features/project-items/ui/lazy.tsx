import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The slice's popups, as lazy parts: track lists import this slice (key A adds the current row to
 * the last project used) and the home page shows track lists, so the popups' code, forms and
 * styles would otherwise ride along with every landing page. The popup layer preloads them whole.
 */
export const AddToProjectPopup = lazyPart(() => import('./add-to-project-popup').then((m) => m.AddToProjectPopup));
export const RemoveTrackPopup = lazyPart(() => import('./remove-track-popup').then((m) => m.RemoveTrackPopup));
