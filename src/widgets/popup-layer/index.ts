export { PopupLayer } from './ui/popup-layer';
export { POPUP_REGISTRY, type PopupRegistration } from './model/registry';
