import { Form } from 'react-final-form';
import type { AnyObjectSchema } from 'yup';
import { FORM_ERROR } from 'final-form';
import { validateWithSchema } from '@/shared/lib/form';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import type { ActionResult } from '../model/use-manage-project';
import type { ProjectTitleValues } from '../model/project-title-schema';
import './project-popups.css';

export interface ProjectTitleFormProps {
  heading: string;
  label?: string;
  initialTitle?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Validation; none for duplicate (a blank name there is only logged). */
  schema?: AnyObjectSchema;
  onSubmit: (title: string) => Promise<ActionResult | null>;
  onCancel: () => void;
}

/**
 * One title field with submit and cancel: create, rename and duplicate. The typed title stays
 * after a failure, and the error shows under the form.
 */
export function ProjectTitleForm({
  heading,
  label = 'Project Title',
  initialTitle = '',
  submitLabel,
  pendingLabel,
  schema,
  onSubmit,
  onCancel,
}: ProjectTitleFormProps) {
  return (
    <Form<ProjectTitleValues>
      initialValues={{ title: initialTitle }}
      validate={schema ? validateWithSchema<ProjectTitleValues>(schema) : undefined}
      onSubmit={async ({ title }) => {
        const result = await onSubmit(title ?? '');
        if (result && !result.ok) return { [FORM_ERROR]: result.error };
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form className="project-popup" onSubmit={handleSubmit} noValidate>
          <h2 className="project-popup__title">{heading}</h2>
          <FormTextField name="title" label={label} autoFocus autoComplete="off" />
          {submitError ? <Alert>{submitError}</Alert> : null}
          <div className="project-popup__actions">
            <Button variant="secondary" onClick={onCancel}>
              CANCEL
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
