export { SubmitDemoPopup } from './ui/submit-demo-popup';
