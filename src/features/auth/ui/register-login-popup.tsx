import type { PopupBodyProps } from '@/shared/lib/popup';
import { LoginPanel } from './login-panel';
import { RegisterForm } from './register-form';
import './auth-popups.css';

/** The header's "Login / Register" popup: both forms side by side (stacked on mobile). */
export function RegisterLoginPopup({ close, closeAll }: PopupBodyProps) {
  return (
    <div className="auth-popup auth-popup--split">
      <LoginPanel onSuccess={close} onForgotPassword={closeAll} className="auth-popup__login" />
      <div className="auth-popup__divider" aria-hidden="true">
        <span>or</span>
      </div>
      <RegisterForm className="auth-popup__register" />
    </div>
  );
}
