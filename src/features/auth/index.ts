export {
  authApi,
  AUTH_MESSAGES,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  type PasswordResetAnswerDto,
} from './api/auth-api';
export { useLogout } from './model/use-logout';
export { sessionSaga } from './model/session-saga';
// The popups are exported lazily (see ui/lazy.tsx): their forms load when first asked for.
export { LoginPopup, RegisterPopup, RegisterLoginPopup, ConfirmAccountPopup } from './ui/lazy';
