export { CustomMusicPopup } from './ui/custom-music-popup';
