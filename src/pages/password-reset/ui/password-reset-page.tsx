import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '@/features/auth';
import { errorMessage, fieldErrors, isMissingCall } from '@/shared/api';
import { COMPANY } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { validateWithSchema } from '@/shared/lib/form';
import { usePopup } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { resetRequestSchema, type ResetRequestValues } from '../model/reset-request-schema';
import './password-reset-page.css';

const validate = validateWithSchema<ResetRequestValues>(resetRequestSchema);

/** The neutral confirmation: the same words whether or not the address has an account. */
export function resetSentMessage(email: string): string {
  return `If an account exists for ${email}, we've sent a link to reset your password.`;
}

/** What the page says when the server has no reset call (the spec names none behind the link). */
export const RESET_UNAVAILABLE = `Password reset isn't available online yet. Write to ${COMPANY.email} from your account's address and we'll reset it for you.`;

function resetMailto(email: string): string {
  const body = `Please reset the password of my account, ${email}.`;
  return `mailto:${COMPANY.email}?${new URLSearchParams({ subject: 'Password reset', body }).toString().replace(/\+/g, '%20')}`;
}

/**
 * `/password-reset/request-reset` (linked from the login panel): asks for the account's e-mail and
 * sends `POST /api/password-reset/request-reset/`. The confirmation never says whether the address
 * has an account. A server without that call (404/405) gets the contact e-mail instead, with the
 * typed address kept, never a silent failure.
 */
export function PasswordResetPage() {
  useDocumentTitle('Reset your password');
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [unavailableFor, setUnavailableFor] = useState<string | null>(null);
  const { open } = usePopup();

  const onSubmit = async (values: ResetRequestValues) => {
    const email = (values.email ?? '').trim();
    setUnavailableFor(null);
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email);
      return undefined;
    } catch (error) {
      if (isMissingCall(error)) {
        setUnavailableFor(email);
        return undefined;
      }
      const fields = fieldErrors(error);
      if (fields.email) return { email: fields.email };
      return { [FORM_ERROR]: `Error: ${errorMessage(error, 'Something went wrong. Please try again.')}` };
    }
  };

  return (
    <main className="page password-reset">
      <div className="password-reset__card">
        <h1 className="password-reset__title">RESET YOUR PASSWORD</h1>
        {sentTo ? (
          <>
            <Alert variant="success">{resetSentMessage(sentTo)}</Alert>
            <p className="password-reset__text">
              The link is valid for a limited time. Didn&apos;t get it? Check your spam folder, or{' '}
              <button type="button" className="password-reset__inline" onClick={() => setSentTo(null)}>
                try another address
              </button>
              .
            </p>
            <div className="password-reset__actions">
              <Button onClick={() => open('login')}>Log in</Button>
              <Link to="/" className="password-reset__back">
                Back to the library
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="password-reset__text">
              Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
            </p>
            <Form<ResetRequestValues>
              onSubmit={onSubmit}
              validate={validate}
              render={({ handleSubmit, submitting, submitError }) => (
                <form className="password-reset__form" onSubmit={handleSubmit} noValidate>
                  <FormTextField name="email" type="email" label="Email*" autoComplete="email" />
                  <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
                    {submitting ? 'Sending...' : 'Send Reset Link'}
                  </Button>
                  {submitError ? <Alert variant="error">{String(submitError)}</Alert> : null}
                  {unavailableFor ? (
                    <Alert variant="info">
                      {RESET_UNAVAILABLE}{' '}
                      <a className="password-reset__mail" href={resetMailto(unavailableFor)}>
                        E-mail {COMPANY.email}
                      </a>
                    </Alert>
                  ) : null}
                </form>
              )}
            />
            <p className="password-reset__footnote">
              Remembered it?{' '}
              <button type="button" className="password-reset__inline" onClick={() => open('login')}>
                Log in
              </button>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
