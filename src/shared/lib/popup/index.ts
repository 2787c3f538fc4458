export {
  POPUP_NAMES,
  PUBLIC_POPUPS,
  isPopupName,
  isPublicPopup,
  type PopupName,
  type PopupProps,
  type PopupBodyProps,
} from './popup-names';
export {
  popupSlice,
  openPopup,
  closePopup,
  closeAllPopups,
  selectCurrentPopup,
  selectPopupParent,
  selectIsPopupOpen,
  selectIsPopupHeld,
  type PopupEntry,
  type PopupState,
  type OpenPopupPayload,
} from './popup-slice';
export { usePopup, type OpenPopupOptions } from './use-popup';
export { prefetchPopup, prefetchPopupOn, providePopupPreloader, type PopupPreloader } from './prefetch-popup';
