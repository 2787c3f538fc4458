import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { User } from '@/entities/user';
import { useSaveStatus, validateWithSchema } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { SaveStatus } from '@/shared/ui/save-status';
import { useUpdateProfileMutation } from '../api/account-api';
import { ACCOUNT_MESSAGES, profileSchema, profileUpdate, profileValues, type ProfileValues } from '../model/account-schemas';
import { saveErrors } from '../model/save-errors';
import { AccountSection } from './account-section';
import './account-forms.css';

const validate = validateWithSchema<ProfileValues>(profileSchema);
const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'company', 'company_role'];

/** First and last name, e-mail, company and company role (`PUT /api/users/me/update/`). */
export function ProfileForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const status = useSaveStatus();
  const initialValues = useMemo(() => profileValues(user), [user]);

  const onSubmit = async (values: ProfileValues) => {
    status.saving();
    try {
      await updateProfile(profileUpdate(values)).unwrap();
      status.saved();
      return undefined;
    } catch (error) {
      const { message, errors } = saveErrors(error, ACCOUNT_MESSAGES.updateFailed, PROFILE_FIELDS);
      console.error(ACCOUNT_MESSAGES.updateFailed, message);
      status.failed(message);
      return errors;
    }
  };

  return (
    <AccountSection title="PROFILE">
      <Form<ProfileValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        render={({ handleSubmit, submitting }) => (
          <form className="account-form" onSubmit={handleSubmit} noValidate aria-label="Profile">
            <div className="account-form__pair">
              <FormTextField name="first_name" label="First Name*" autoComplete="given-name" tone="dark" />
              <FormTextField name="last_name" label="Last Name*" autoComplete="family-name" tone="dark" />
            </div>
            <FormTextField name="email" type="email" label="Email*" autoComplete="email" tone="dark" />
            <FormTextField name="company" label="Company" autoComplete="organization" tone="dark" />
            <FormTextField name="company_role" label="Company Role" autoComplete="organization-title" tone="dark" />
            <div className="account-form__actions">
              <Button type="submit" size="sm" disabled={submitting}>
                Save Profile
              </Button>
              <SaveStatus state={status.state} />
            </div>
          </form>
        )}
      />
    </AccountSection>
  );
}
