import type { SaveState } from '@/shared/lib/form';
import './save-status.css';

/**
 * A form's save state in words: "Saving...", the success text ("Saved!") or "Error: {message}"
 * (`errorPrefix` "" where the failure text is a sentence of its own).
 * Always rendered (empty when idle) so screen readers announce each change.
 */
export interface SaveStatusProps {
  state: SaveState;
  /** Text while the call runs ("Submitting..." for requests). */
  busyText?: string;
  errorPrefix?: string;
}

export function SaveStatus({ state, busyText = 'Saving...', errorPrefix = 'Error: ' }: SaveStatusProps) {
  const text =
    state.kind === 'saving' ? busyText : state.kind === 'saved' ? state.message : state.kind === 'error' ? `${errorPrefix}${state.message}` : '';
  return (
    <p className={`save-status save-status--${state.kind}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
