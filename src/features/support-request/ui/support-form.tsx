import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useSaveStatus, validateWithSchema } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { SaveStatus } from '@/shared/ui/save-status';
import { useSubmitSupportRequestMutation } from '../api/support-api';
import { SUPPORT_TOPICS, supportFailure, supportSchema, type SupportValues } from '../model/support-schema';
import './support-form.css';

const validate = validateWithSchema<SupportValues>(supportSchema);
const TOPIC_OPTIONS = [{ value: '', label: 'Choose a topic' }, ...SUPPORT_TOPICS.map((topic) => ({ value: topic, label: topic }))];

/** SUPPORT: a topic and a description for our team; "Submitted!" then a fresh form. */
export function SupportForm() {
  const [submit] = useSubmitSupportRequestMutation();
  const status = useSaveStatus();

  const onSubmit = async (values: SupportValues, form: FormApi<SupportValues>) => {
    status.saving();
    try {
      await submit({ type: values.type as Exclude<SupportValues['type'], '' | undefined>, description: (values.description ?? '').trim() }).unwrap();
      status.saved('Submitted!');
      setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      const message = supportFailure((error as { status?: number | string }).status);
      status.failed(message);
      return { [FORM_ERROR]: message };
    }
  };

  return (
    <div className="support-area">
      <p className="support-area__intro">
        Tell us what you need help with. Many answers are already in the <Link to="/faq">FAQ</Link>.
      </p>
      <Form<SupportValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ type: '', description: '' }}
        render={({ handleSubmit, submitting }) => (
          <form className="support-form" onSubmit={handleSubmit} noValidate aria-label="Support request">
            <FormTextField name="type" label="Request Type*" options={TOPIC_OPTIONS} tone="dark" />
            <FormTextField name="description" label="Description*" multiline rows={6} tone="dark" />
            <div className="support-form__actions">
              <Button type="submit" size="sm" disabled={submitting}>
                Submit
              </Button>
              <SaveStatus state={status.state} busyText="Submitting..." errorPrefix="" />
            </div>
          </form>
        )}
      />
    </div>
  );
}
