export { CustomMusicPopup, type CustomMusicPopupProps } from './ui/custom-music-popup';
export { AudioMiniPlayer, type AudioMiniPlayerProps } from './ui/audio-mini-player';
export { videoSource, type VideoSource } from './lib/video-source';
