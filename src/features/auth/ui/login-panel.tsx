import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { errorMessage, type UserDto } from '@/shared/api';
import { validateWithSchema } from '@/shared/lib/form';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormTextField } from '@/shared/ui/form-field';
import { AUTH_MESSAGES, useLoginMutation } from '../api/auth-api';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../model/login-schema';
import './auth-forms.css';

export const PASSWORD_RESET_PATH = '/password-reset/request-reset';

export interface LoginPanelProps {
  /** Show the "LOGIN" heading (default true). */
  showHeader?: boolean;
  /** Show the "Forgot Password?" link (default true). */
  showForgotPassword?: boolean;
  /** Dark variant, for darker surfaces (the sidebar, the page body). */
  variant?: 'default' | 'dark';
  /** Called with the signed-in user; popups close here (a successful sign-in closes the panel). */
  onSuccess?: (user: UserDto) => void;
  /** Called when the "Forgot Password?" link is followed (a popup closes itself). */
  onForgotPassword?: () => void;
  className?: string;
}

const validate = validateWithSchema<LoginValues>(loginSchema);

/**
 * The login panel: "Email*", "Password*", "Keep me logged in" (ticked), "Forgot Password?", and
 * "Go" / "Logging in...". A failed login shows the server's message (default "Login failed") in a
 * red alert under the form and keeps what was typed.
 */
export function LoginPanel({
  showHeader = true,
  showForgotPassword = true,
  variant = 'default',
  onSuccess,
  onForgotPassword,
  className,
}: LoginPanelProps) {
  const [login] = useLoginMutation();
  const headingId = useId();

  const onSubmit = async (values: LoginValues) => {
    try {
      const user = await login({
        username: (values.email ?? '').trim(),
        password: values.password ?? '',
        staySignedIn: values.staySignedIn ?? false,
      }).unwrap();
      onSuccess?.(user);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error, AUTH_MESSAGES.loginFailed) };
    }
  };

  return (
    <section
      className={['auth-panel', `auth-panel--${variant}`, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={showHeader ? headingId : undefined}
      aria-label={showHeader ? undefined : 'Login'}
    >
      {showHeader ? (
        <h2 className="auth-panel__title" id={headingId}>
          LOGIN
        </h2>
      ) : null}
      <Form<LoginValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={LOGIN_INITIAL_VALUES}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <FormTextField name="email" type="email" label="Email*" autoComplete="email" tone={variant === 'dark' ? 'dark' : 'default'} />
            <FormTextField name="password" type="password" label="Password*" autoComplete="current-password" tone={variant === 'dark' ? 'dark' : 'default'} />
            <div className="auth-form__row">
              <Field<boolean> name="staySignedIn" type="checkbox">
                {({ input }) => (
                  <Checkbox
                    name={input.name}
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    label="Keep me logged in"
                  />
                )}
              </Field>
              {showForgotPassword ? (
                <Link className="auth-form__link" to={PASSWORD_RESET_PATH} onClick={onForgotPassword}>
                  Forgot Password?
                </Link>
              ) : null}
            </div>
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Logging in...' : 'Go'}
            </Button>
            {submitError ? <Alert variant="error">{String(submitError)}</Alert> : null}
          </form>
        )}
      />
    </section>
  );
}
