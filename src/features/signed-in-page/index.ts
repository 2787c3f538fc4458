export { useSignedInPage } from './model/use-signed-in-page';
export { SessionEndedHold, type SessionEndedHoldProps } from './ui/session-ended-hold';
