export { PopupLayer } from './ui/popup-layer';
export { preloadPopup } from './model/preload-popup';
