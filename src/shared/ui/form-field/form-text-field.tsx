import { Field } from 'react-final-form';
import { fieldError } from '@/shared/lib/form';
import { TextField, type InputFieldProps, type SelectFieldProps, type TextAreaFieldProps } from '../text-field';

type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  /** The form value this field edits. */
  name: string;
};

export type FormTextFieldProps = Bound<InputFieldProps> | Bound<TextAreaFieldProps> | Bound<SelectFieldProps>;

/**
 * The one react-final-form text field: a labelled input, description box or select bound to
 * `name`, showing its validation error once touched and the server's error for it until edited.
 */
export function FormTextField({ name, ...control }: FormTextFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextField {...(control as InputFieldProps)} {...input} value={input.value ?? ''} error={fieldError(meta)} />}
    </Field>
  );
}
