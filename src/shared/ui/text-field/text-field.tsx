import { useId, type InputHTMLAttributes } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, word for word the product's (e.g. "Email*": the asterisk marks a required field). */
  label: string;
  /** Error shown under the field (the input is marked invalid and described by it). */
  error?: string | null;
  /** Helper text under the field. */
  hint?: string;
  /** Darker input for dark surfaces. */
  tone?: 'default' | 'dark';
}

/** Labelled text input with an inline error message. */
export function TextField({ label, error, hint, tone = 'default', id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['text-field', `text-field--${tone}`, error ? 'text-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="text-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
