import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './text-field.css';

interface FieldChrome {
  /** Visible label, word for word the product's (e.g. "Email*": the asterisk marks a required field). */
  label: string;
  /** Error shown under the field (the control is marked invalid and described by it). */
  error?: string | null;
  /** Helper text under the field. */
  hint?: string;
  /** Darker control for dark surfaces. */
  tone?: 'default' | 'dark';
}

/** A single-line input (the default). */
export interface InputFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  multiline?: false;
  options?: undefined;
}
/** A multi-line description box. */
export interface TextAreaFieldProps extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {
  multiline: true;
  options?: undefined;
}
/** A choice among fixed values (support topic, download format). */
export interface SelectFieldProps extends FieldChrome, SelectHTMLAttributes<HTMLSelectElement> {
  multiline?: false;
  /** The choices; an option with value '' acts as the placeholder. */
  options: readonly { value: string; label: string }[];
}

export type TextFieldProps = InputFieldProps | TextAreaFieldProps | SelectFieldProps;

/** Labelled text input, description box or select, with an inline error message. */
export function TextField(props: TextFieldProps) {
  const { label, error, hint, tone = 'default', id, className } = props;
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className={['text-field', `text-field--${tone}`, error ? 'text-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={controlId}>
        {label}
      </label>
      {renderControl(props, a11y)}
      {hint && !error ? (
        <p className="text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlA11y = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

function renderControl(props: TextFieldProps, a11y: ControlA11y) {
  if (props.multiline) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { label, error, hint, tone, id, className, multiline, options, ...textarea } = props;
    return <textarea className="text-field__input text-field__input--multiline" rows={4} {...a11y} {...textarea} />;
  }
  if (props.options) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { label, error, hint, tone, id, className, multiline, options, ...select } = props;
    return (
      <select className="text-field__input" {...a11y} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { label, error, hint, tone, id, className, multiline, options, ...input } = props;
  return <input className="text-field__input" {...a11y} {...input} />;
}
