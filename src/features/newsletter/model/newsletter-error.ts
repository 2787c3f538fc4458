import { fieldErrors } from '@/shared/api';

export const NEWSLETTER_FALLBACK_ERROR = 'Something went wrong';

/** The form's error line: "Error: " then the server's e-mail error, or "Something went wrong". */
export function newsletterErrorText(error: unknown): string {
  return `Error: ${fieldErrors(error).email ?? NEWSLETTER_FALLBACK_ERROR}`;
}
