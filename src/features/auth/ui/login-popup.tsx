import type { PopupBodyProps } from '@/shared/lib/popup';
import { LoginPanel } from './login-panel';
import './auth-popups.css';

export interface LoginPopupProps {
  /**
   * Set by the popup layer when a visitor asked for a protected popup: the login stays open on
   * success and the layer then shows the popup they asked for.
   */
  continueTo?: string;
  /** Human name of that popup, for the prompt ("Sign in to continue: Download"). */
  continueLabel?: string;
}

/** The login popup. A successful login closes it, unless it stands in for a protected popup. */
export function LoginPopup({ props, close, closeAll }: PopupBodyProps<LoginPopupProps>) {
  const gated = Boolean(props.continueTo);
  return (
    <div className="auth-popup auth-popup--single">
      {gated ? (
        <p className="auth-popup__notice" role="note">
          Please log in to continue{props.continueLabel ? `: ${props.continueLabel}` : ''}.
        </p>
      ) : null}
      <LoginPanel onSuccess={gated ? undefined : close} onForgotPassword={closeAll} />
    </div>
  );
}
