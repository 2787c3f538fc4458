export { SubmitDemoPopup } from './ui/submit-demo-popup';
export { SubmitMusicButton } from './ui/submit-music-button';
