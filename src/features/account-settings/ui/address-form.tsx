import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { User } from '@/entities/user';
import { useSaveStatus } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { SaveStatus } from '@/shared/ui/save-status';
import { useUpdateProfileMutation } from '../api/account-api';
import { ACCOUNT_MESSAGES, ADDRESS_FIELDS, addressUpdate, addressValues, type AddressValues } from '../model/account-schemas';
import { saveErrors } from '../model/save-errors';
import { AccountSection } from './account-section';
import './account-forms.css';

const FIELD_NAMES = ADDRESS_FIELDS.map(({ name }) => name);

/** Telephone, extension and postal address, all optional. */
export function AddressForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const status = useSaveStatus();
  const initialValues = useMemo(() => addressValues(user), [user]);

  const onSubmit = async (values: AddressValues) => {
    status.saving();
    try {
      await updateProfile(addressUpdate(values)).unwrap();
      status.saved();
      return undefined;
    } catch (error) {
      const { message, errors } = saveErrors(error, ACCOUNT_MESSAGES.updateFailed, FIELD_NAMES);
      console.error(ACCOUNT_MESSAGES.updateFailed, message);
      status.failed(message);
      return errors;
    }
  };

  return (
    <AccountSection title="ADDRESS & CONTACT INFO">
      <Form<AddressValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        render={({ handleSubmit, submitting }) => (
          <form className="account-form" onSubmit={handleSubmit} noValidate aria-label="Address and contact info">
            <div className="account-form__pair">
              <FormTextField name="telephone" type="tel" label="Telephone" autoComplete="tel" tone="dark" />
              <FormTextField name="extension" label="Extension" autoComplete="tel-extension" tone="dark" />
            </div>
            <FormTextField name="street_address" label="Street Address" autoComplete="street-address" tone="dark" />
            <div className="account-form__pair">
              <FormTextField name="city" label="City" autoComplete="address-level2" tone="dark" />
              <FormTextField name="state" label="State" autoComplete="address-level1" tone="dark" />
            </div>
            <div className="account-form__pair">
              <FormTextField name="zip_code" label="Zip Code" autoComplete="postal-code" tone="dark" />
              <FormTextField name="country" label="Country" autoComplete="country-name" tone="dark" />
            </div>
            <div className="account-form__actions">
              <Button type="submit" size="sm" disabled={submitting}>
                Save Address
              </Button>
              <SaveStatus state={status.state} />
            </div>
          </form>
        )}
      />
    </AccountSection>
  );
}
