import type { ComponentType } from 'react';
import type { ItemPopupProps } from '@/shared/api';
import type { PopupBodyProps } from '@/shared/lib/popup';

/**
 * The popup body's code, loaded when the popup first opens: the app root imports this slice for
 * its saga loader, so a static export of the body would put it in the initial bundle.
 */
export function loadDownloadPopup(): Promise<ComponentType<PopupBodyProps<Partial<ItemPopupProps>>>> {
  return import('./download-popup').then((m) => m.DownloadPopup);
}
