export { useSignedInPage } from './model/use-signed-in-page';
export { SessionEndedHold } from './ui/session-ended-hold';
