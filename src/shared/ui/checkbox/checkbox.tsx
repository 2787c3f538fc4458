import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it (the whole row is clickable). */
export function Checkbox({ label, id, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  return (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input id={inputId} type="checkbox" className="checkbox__input" {...input} />
      <label htmlFor={inputId} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
