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
// UI is exported lazily (see ui/lazy.tsx): forms load on first render.
export { LoginPanel, RegisterForm, LoginPopup, RegisterPopup, RegisterLoginPopup, ConfirmAccountPopup } from './ui/lazy';
export type { LoginPanelProps } from './ui/login-panel';
export type { RegisterFormProps } from './ui/register-form';
