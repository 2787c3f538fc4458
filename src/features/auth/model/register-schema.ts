import { boolean, object, string } from 'yup';
import { EMAIL_PATTERN } from '@/shared/lib/form';

export interface RegisterValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  password?: string;
  passwordConfirm?: string;
  newsletter?: boolean;
}

export const REGISTER_INITIAL_VALUES: RegisterValues = { newsletter: false };

/** Every client-side message of the register form, word for word. */
export const registerSchema = object({
  firstName: string().trim().required('First Name is required'),
  lastName: string().trim().required('Last Name is required'),
  email: string()
    .trim()
    .required('Email is required')
    .matches(EMAIL_PATTERN, { message: 'Email not formatted correctly', excludeEmptyString: true }),
  company: string().trim(),
  password: string().required('Password is required'),
  passwordConfirm: string().test('match', 'Passwords must match', function matches(value) {
    return (value ?? '') === ((this.parent as RegisterValues).password ?? '');
  }),
  newsletter: boolean(),
});

/** Server field names (DRF, snake_case) to the form's field names. */
export const REGISTER_SERVER_FIELDS: Record<string, keyof RegisterValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  username: 'email',
  company: 'company',
  password: 'password',
  password_confirm: 'passwordConfirm',
};
