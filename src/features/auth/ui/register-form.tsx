import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { fieldErrors, type UserDto } from '@/shared/api';
import { COMPANY } from '@/shared/config';
import { validateWithSchema } from '@/shared/lib/form';
import { usePopup } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormTextField } from '@/shared/ui/form-field';
import { useSubscribeToNewsletterMutation } from '@/entities/newsletter';
import { AUTH_MESSAGES, useRegisterMutation } from '../api/auth-api';
import { REGISTER_INITIAL_VALUES, REGISTER_SERVER_FIELDS, registerSchema, type RegisterValues } from '../model/register-schema';
import './auth-forms.css';

export interface RegisterFormProps {
  /** Show the "REGISTER" heading (default true). */
  showHeader?: boolean;
  variant?: 'default' | 'dark';
  /**
   * Called with the new account. Default: open the confirm_account popup ("ALMOST DONE!"),
   * replacing whatever popup holds the form.
   */
  onRegistered?: (user: UserDto, email: string) => void;
  className?: string;
}

const validate = validateWithSchema<RegisterValues>(registerSchema);

/** Maps a failed registration to per-field messages (first message each), else "An error occurred". */
export function registrationErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const field = REGISTER_SERVER_FIELDS[serverField];
    if (field && !out[field]) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : { [FORM_ERROR]: AUTH_MESSAGES.registerFailed };
}

/**
 * Free registration: first and last name, e-mail, optional company, password twice and a
 * newsletter box. Server field errors appear under their fields; what was typed stays.
 */
export function RegisterForm({ showHeader = true, variant = 'default', onRegistered, className }: RegisterFormProps) {
  const [register] = useRegisterMutation();
  const [subscribeNewsletter] = useSubscribeToNewsletterMutation();
  const { open } = usePopup();
  const headingId = useId();
  const tone = variant === 'dark' ? 'dark' : 'default';

  const onSubmit = async (values: RegisterValues) => {
    const email = (values.email ?? '').trim();
    let user: UserDto;
    try {
      user = await register({
        email,
        password: values.password ?? '',
        first_name: (values.firstName ?? '').trim(),
        last_name: (values.lastName ?? '').trim(),
        company: (values.company ?? '').trim(),
      }).unwrap();
    } catch (error) {
      return registrationErrors(error);
    }
    if (values.newsletter) {
      // Optional extra: a failed newsletter signup after registering is only logged, never shown.
      subscribeNewsletter({ email, send_confirmation_email: false })
        .unwrap()
        .catch((error: unknown) => console.error('Newsletter signup after registration failed:', error));
    }
    if (onRegistered) onRegistered(user, email);
    else open('confirm_account', { props: { email } });
    return undefined;
  };

  return (
    <section
      className={['auth-panel', `auth-panel--${variant}`, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={showHeader ? headingId : undefined}
      aria-label={showHeader ? undefined : 'Register'}
    >
      {showHeader ? (
        <h2 className="auth-panel__title" id={headingId}>
          REGISTER
        </h2>
      ) : null}
      <p className="auth-panel__intro">Registering is free. Save tracks to projects, download music and cue sheets, and request licenses.</p>
      <Form<RegisterValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={REGISTER_INITIAL_VALUES}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <div className="auth-form__pair">
              <FormTextField name="firstName" label="First Name*" autoComplete="given-name" tone={tone} />
              <FormTextField name="lastName" label="Last Name*" autoComplete="family-name" tone={tone} />
            </div>
            <FormTextField name="email" type="email" label="Email*" autoComplete="email" tone={tone} />
            <FormTextField name="company" label="Company" autoComplete="organization" tone={tone} />
            <div className="auth-form__pair">
              <FormTextField name="password" type="password" label="Password*" autoComplete="new-password" tone={tone} />
              <FormTextField name="passwordConfirm" type="password" label="Confirm Password*" autoComplete="new-password" tone={tone} />
            </div>
            <Field<boolean> name="newsletter" type="checkbox">
              {({ input }) => (
                  <Checkbox
                    name={input.name}
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    label={`Send me the ${COMPANY.name} newsletter`}
                  />
                )}
            </Field>
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Registering...' : 'Register'}
            </Button>
            {submitError ? <Alert variant="error">{String(submitError)}</Alert> : null}
          </form>
        )}
      />
    </section>
  );
}
