import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, errorStatus, fieldErrors } from '@/shared/api';

/** A save refused because the person's session had ended. */
const SESSION_ENDED_MESSAGE = 'Your session had ended, so this was not saved. Please save it again.';

/**
 * A failed save as final-form submission errors: the server's message for each field it names
 * (shown under the field until edited) and the form's message for "Error: {message}": the
 * server's detail, else the first field message, else the fallback (a 401: the session had ended).
 */
export function saveErrors(error: unknown, fallback: string, fields: readonly string[]): { message: string; errors: SubmissionErrors } {
  const perField = fieldErrors(error);
  const errors: Record<string, string> = {};
  for (const field of fields) if (perField[field]) errors[field] = perField[field];
  const firstField = Object.values(perField)[0];
  // A 401 here means the session ended before the save (the sidebar keeps the form for its person
  // to sign in again): the server's "Not authenticated" would not tell them to save again.
  const message = errorStatus(error) === 401 ? SESSION_ENDED_MESSAGE : errorMessage(error, '') || firstField || fallback;
  return { message, errors: { ...errors, [FORM_ERROR]: message } };
}

/** No answer at all (network down, CORS): nothing the server said to show. */
export function isUnanswered(error: unknown): boolean {
  return errorStatus(error) === null;
}
