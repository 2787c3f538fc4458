import { object, string } from 'yup';
import { EMAIL_PATTERN } from '@/shared/lib/form';

export interface ResetRequestValues {
  email?: string;
}

/** Same e-mail rules and messages as the login panel. */
export const resetRequestSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .matches(EMAIL_PATTERN, { message: 'Email not formatted correctly', excludeEmptyString: true }),
});
