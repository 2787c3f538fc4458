import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its validation error once touched (every field is touched by a
 * submit attempt), else the server's error for it until the value changes.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}
