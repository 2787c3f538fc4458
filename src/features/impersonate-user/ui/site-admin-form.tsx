import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { errorMessage, fieldErrors } from '@/shared/api';
import { validateWithSchema } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { useImpersonateMutation } from '../api/impersonate-api';
import { IMPERSONATE_MESSAGES, impersonateSchema, type ImpersonateValues } from '../model/impersonate-schema';
import './impersonate.css';

const validate = validateWithSchema<ImpersonateValues>(impersonateSchema);

/**
 * SITE ADMIN: "View Website as" another user by e-mail. Success is the session event (the sidebar
 * then opens on their projects), a toast and `onImpersonated` (the page's way to their projects); a
 * failure stays in the form with the typed e-mail.
 */
export function SiteAdminForm({ onImpersonated }: { onImpersonated?: () => void }) {
  const [impersonate] = useImpersonateMutation();
  const headingId = useId();

  const onSubmit = async (values: ImpersonateValues) => {
    const email = (values.email ?? '').trim();
    try {
      await impersonate({ email }).unwrap();
      notify.show(IMPERSONATE_MESSAGES.success(email), { variant: 'success' });
      onImpersonated?.();
      return undefined;
    } catch (error) {
      const message = errorMessage(error, '') || Object.values(fieldErrors(error))[0] || IMPERSONATE_MESSAGES.defaultFailure;
      console.error(IMPERSONATE_MESSAGES.defaultFailure, message);
      return { [FORM_ERROR]: IMPERSONATE_MESSAGES.failure(message) };
    }
  };

  return (
    <section className="site-admin" aria-labelledby={headingId}>
      <h3 className="site-admin__title" id={headingId}>
        View Website as
      </h3>
      <p className="site-admin__intro">See the library, projects and activity exactly as another user does.</p>
      <Form<ImpersonateValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="site-admin__form" onSubmit={handleSubmit} noValidate aria-label="View Website as">
            <FormTextField name="email" type="email" label="User Email*" autoComplete="off" tone="dark" />
            <Button type="submit" size="sm" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Switching...' : 'View as user'}
            </Button>
            {submitError ? <Alert variant="error">{String(submitError)}</Alert> : null}
          </form>
        )}
      />
    </section>
  );
}

