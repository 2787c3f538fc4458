import type { PopupBodyProps } from '@/shared/lib/popup';
import { RegisterForm } from './register-form';
import './auth-popups.css';

/** The register popup; success replaces it with confirm_account. */
export function RegisterPopup(_props: PopupBodyProps) {
  return (
    <div className="auth-popup auth-popup--single">
      <RegisterForm />
    </div>
  );
}
