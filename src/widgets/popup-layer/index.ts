export { PopupLayer } from './ui/popup-layer';
