import type { PopupName } from '@/shared/lib/popup';
import { POPUP_REGISTRY } from './registry';

/** Downloads a popup's body (all of it: see PopupRegistration.Body) without showing it. */
export function preloadPopup(name: PopupName): Promise<void> {
  return POPUP_REGISTRY[name].Body.preload();
}
