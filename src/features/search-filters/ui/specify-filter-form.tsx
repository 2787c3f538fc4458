import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import './filter-dialog.css';

export interface SpecifyFilterFormProps {
  title: string;
  hint: string;
  label: string;
  placeholder: string;
  initialValue: string;
  /** Tidies and checks the text: the value to apply, or an error to show. */
  normalize: (text: string) => { ok: true; value: string } | { ok: false; error: string };
  /** Whether SEARCH is disabled for this text (disabled while the text is empty). */
  isEmpty: (text: string) => boolean;
  onSearch: (value: string) => void;
  /** "ADVANCED FILTERS": continue in the advanced filters with this value (when offered). */
  onAdvanced?: (value: string) => void;
  inputMode?: 'text' | 'decimal';
  /** Options shown under the field (the key dialog's "Compatible keys"). */
  children?: ReactNode;
}

/** The body of the BPM and key dialogs: one field, SEARCH, and optionally ADVANCED FILTERS. */
export function SpecifyFilterForm({
  title,
  hint,
  label,
  placeholder,
  initialValue,
  normalize,
  isEmpty,
  onSearch,
  onAdvanced,
  inputMode = 'text',
  children,
}: SpecifyFilterFormProps) {
  const [text, setText] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const empty = isEmpty(text);

  const run = (then: (value: string) => void) => {
    const result = normalize(text);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    then(result.value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty) run(onSearch);
  };

  return (
    <form className="filter-dialog" onSubmit={submit} noValidate>
      <h2 className="filter-dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="filter-dialog__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="filter-dialog__field">
        <label className="filter-dialog__label" htmlFor={`${id}-input`}>
          {label}
        </label>
        <input
          id={`${id}-input`}
          className="filter-dialog__input"
          value={text}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          autoFocus
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p className="filter-dialog__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {children}
      <div className="filter-dialog__actions">
        {onAdvanced ? (
          <Button variant="secondary" onClick={() => (empty ? onAdvanced('') : run(onAdvanced))}>
            ADVANCED FILTERS
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={empty}>
          SEARCH
        </Button>
      </div>
    </form>
  );
}
