export { SubmitDemoPopup } from './ui/lazy';
export { SubmitMusicButton } from './ui/submit-music-button';
