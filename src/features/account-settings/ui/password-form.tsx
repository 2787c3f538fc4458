import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useSaveStatus, validateWithSchema } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { SaveStatus } from '@/shared/ui/save-status';
import { ACCOUNT_MESSAGES, passwordSchema, type PasswordValues } from '../model/account-schemas';
import { useChangePassword } from '../model/use-change-password';
import { AccountSection } from './account-section';
import './account-forms.css';

const validate = validateWithSchema<PasswordValues>(passwordSchema);

/** A new password twice; the user stays signed in (signed in again with it). */
export function PasswordForm() {
  const changePassword = useChangePassword();
  const status = useSaveStatus();

  const onSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    status.saving();
    const result = await changePassword(values.password ?? '');
    if (result.ok) {
      status.saved(ACCOUNT_MESSAGES.passwordChanged);
      // A changed password is not kept on screen (after final-form has finished this submit).
      setTimeout(() => form.restart());
      return undefined;
    }
    // A failed one stays to be corrected.
    status.failed(result.message);
    return result.fieldError ? { password: result.fieldError } : undefined;
  };

  return (
    <AccountSection title="PASSWORD RESET">
      <Form<PasswordValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form className="account-form" onSubmit={handleSubmit} noValidate aria-label="Password reset">
            <FormTextField name="password" type="password" label="Password*" autoComplete="new-password" tone="dark" />
            <FormTextField name="passwordConfirm" type="password" label="Confirm Password*" autoComplete="new-password" tone="dark" />
            <div className="account-form__actions">
              <Button type="submit" size="sm" disabled={submitting}>
                Change Password
              </Button>
              <SaveStatus state={status.state} />
            </div>
          </form>
        )}
      />
    </AccountSection>
  );
}
