import { boolean, object, string } from 'yup';
import { EMAIL_PATTERN } from '@/shared/lib/form';

export interface LoginValues {
  email?: string;
  password?: string;
  staySignedIn?: boolean;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { email: '', password: '', staySignedIn: true };

/** The login form's messages: "Email is required", "Email not formatted correctly", "Password is required". */
export const loginSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .matches(EMAIL_PATTERN, { message: 'Email not formatted correctly', excludeEmptyString: true }),
  password: string().required('Password is required'),
  staySignedIn: boolean(),
});
