import { Link } from 'react-router-dom';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Button } from '@/shared/ui/button';
import './auth-popups.css';

export interface ConfirmAccountPopupProps {
  /** The address the confirmation link went to. */
  email?: string;
}

/** After registering: "ALMOST DONE!", click the link in the e-mail, with a Contact Us link. */
export function ConfirmAccountPopup({ props, closeAll }: PopupBodyProps<ConfirmAccountPopupProps>) {
  return (
    <div className="auth-popup confirm-account">
      <svg className="confirm-account__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="38" height="27" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M7 14l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <h2 className="confirm-account__title">ALMOST DONE!</h2>
      <p className="confirm-account__text">
        We&apos;ve sent a confirmation e-mail{props.email ? <> to <strong>{props.email}</strong></> : null}. Please click
        the link in the e-mail to finish creating your account.
      </p>
      <p className="confirm-account__help">
        Didn&apos;t receive it? Check your spam folder, or{' '}
        <Link to="/contact" onClick={closeAll}>
          Contact Us
        </Link>
        .
      </p>
      <Button variant="secondary" onClick={closeAll}>
        Close
      </Button>
    </div>
  );
}
