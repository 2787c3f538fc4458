import { object, string } from 'yup';
import type { DownloadFormat, ProfileUpdateDto, UserDto } from '@/shared/api';
import { EMAIL_PATTERN } from '@/shared/lib/form';

export const ACCOUNT_MESSAGES = {
  updateFailed: 'Update failed',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Password change failed',
  reauthenticationFailed: 'Failed to re-authenticate',
  unexpected: 'An unexpected error occurred',
} as const;

export interface ProfileValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
  company_role?: string;
}

export const profileSchema = object({
  first_name: string().trim().required('First Name is required'),
  last_name: string().trim().required('Last Name is required'),
  email: string()
    .trim()
    .required('Email is required')
    .matches(EMAIL_PATTERN, { message: 'Email not formatted correctly', excludeEmptyString: true }),
  company: string().trim(),
  company_role: string().trim(),
});

export interface PasswordValues {
  password?: string;
  passwordConfirm?: string;
}

export const passwordSchema = object({
  password: string().required('Password is required'),
  passwordConfirm: string()
    .required('Confirm Password is required')
    .test('match', 'Passwords must match', function matches(value) {
      return value === (this.parent as PasswordValues).password;
    }),
});

/** The address and contact fields, all optional, in form order with their labels. */
export const ADDRESS_FIELDS = [
  { name: 'telephone', label: 'Telephone', autoComplete: 'tel' },
  { name: 'extension', label: 'Extension', autoComplete: 'tel-extension' },
  { name: 'street_address', label: 'Street Address', autoComplete: 'street-address' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip_code', label: 'Zip Code', autoComplete: 'postal-code' },
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];
export type AddressValues = Partial<Record<AddressField, string>>;

/** The download formats as offered, in order; "ask" is stored for ASK EVERY TIME. */
export const DOWNLOAD_FORMAT_OPTIONS: readonly { value: DownloadFormat; label: string; hint: string }[] = [
  { value: 'WAV', label: 'WAV', hint: 'Avid/Final Cut-friendly, 48k' },
  { value: 'AIF', label: 'AIF', hint: 'AIFF, 44.1k' },
  { value: 'MP3', label: 'MP3', hint: '320kbps' },
  { value: 'ask', label: 'ASK EVERY TIME', hint: 'Choose a format with each download' },
];

/** The profile fields the profile form sends, trimmed. */
export function profileUpdate(values: ProfileValues): ProfileUpdateDto {
  return {
    first_name: (values.first_name ?? '').trim(),
    last_name: (values.last_name ?? '').trim(),
    email: (values.email ?? '').trim(),
    company: (values.company ?? '').trim(),
    company_role: (values.company_role ?? '').trim(),
  };
}

export function profileValues(user: UserDto): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email, company: user.company, company_role: user.company_role };
}

export function addressValues(user: UserDto): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, user[name] ?? ''])) as AddressValues;
}

export function addressUpdate(values: AddressValues): ProfileUpdateDto {
  return Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, (values[name] ?? '').trim()])) as ProfileUpdateDto;
}
