import { object, string } from 'yup';
import { EMAIL_PATTERN } from '@/shared/lib/form';

export const IMPERSONATE_MESSAGES = {
  success: (email: string) => `Successfully impersonating ${email}`,
  failure: (message: string) => `Failed to impersonate user: ${message}`,
  /** When the server gives no message of its own. */
  defaultFailure: 'Impersonation failed',
  stopFailure: (message: string) => `Failed to return to your account: ${message}`,
  /** When the server offers no way back: only signing in again returns the admin to their account. */
  logInAgain: (adminEmail: string) => `To get back to your account, log out and log in again as ${adminEmail}.`,
} as const;

export interface ImpersonateValues {
  email?: string;
}

export const impersonateSchema = object({
  email: string()
    .trim()
    .required('User email is required')
    .matches(EMAIL_PATTERN, { message: 'Invalid email format', excludeEmptyString: true }),
});
