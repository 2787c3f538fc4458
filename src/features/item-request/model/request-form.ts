import { FORM_ERROR } from 'final-form';
import { object, string } from 'yup';
import { errorStatus, fieldErrors, type ItemRef, type UserDto } from '@/shared/api';
import { EMAIL_PATTERN, validateWithSchema } from '@/shared/lib/form';
import type { RequestKind } from '../api/request-api';

export interface RequestValues {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  description?: string;
}

/** The item a request names: a stem request asks for a track's stems, so from a stem it names the stem's track. */
export function requestedItemId(kind: RequestKind, item: ItemRef): number | string {
  return kind === 'stem' && item.type === 'stem' && item.track_id !== undefined ? item.track_id : item.id;
}

export const REQUEST_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  submitted: 'Submitted!',
  failed: 'Failed to submit the form. Please try again later.',
  /** A 401: the person's session ended before the request reached the server. */
  sessionEnded: 'Your session had ended, so this was not sent. Please submit it again.',
} as const;

/** Which popup asks for what: customize and stem requests carry a description, a license request does not. */
export const REQUEST_KINDS: Record<RequestKind, { title: string; intro: string; withDescription: boolean; descriptionLabel?: string }> = {
  customize: {
    title: 'CUSTOMIZE',
    intro: 'Need a different length, mix or arrangement? Tell us what you need.',
    withDescription: true,
    descriptionLabel: 'Describe the customization',
  },
  stem: {
    title: 'REQUEST STEMS',
    intro: 'We can prepare stems for this track. Tell us which you need.',
    withDescription: true,
    descriptionLabel: 'Which stems do you need?',
  },
  license: {
    title: 'LICENSE',
    intro: 'Send us your details and we will get back to you with a license.',
    withDescription: false,
  },
};

const schema = object({
  fullName: string().trim().required(REQUEST_MESSAGES.fullNameRequired),
  email: string()
    .trim()
    .required(REQUEST_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, { message: REQUEST_MESSAGES.emailInvalid, excludeEmptyString: true }),
  phoneNumber: string(),
  description: string(),
});

export const validateRequest = validateWithSchema<RequestValues>(schema);

/** The form starts from the signed-in user: "first last", e-mail, phone; empty for a visitor. */
export function prefilledValues(user: UserDto | null): RequestValues {
  if (!user) return { fullName: '', email: '', phoneNumber: '', description: '' };
  const fullName = [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return { fullName, email: user.email ?? '', phoneNumber: user.phone_number || user.telephone || '', description: '' };
}

const SERVER_FIELDS: Record<string, keyof RequestValues> = {
  full_name: 'fullName',
  email: 'email',
  phone_number: 'phoneNumber',
  description: 'description',
};

/** A failed submit: the server's messages under their fields, otherwise the general failure. */
export function submitErrors(error: unknown, kind: RequestKind): Record<string, string> {
  // The form waits behind the login popup and comes back with this once the person has signed in again.
  if (errorStatus(error) === 401) return { [FORM_ERROR]: REQUEST_MESSAGES.sessionEnded };
  const out: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const field = SERVER_FIELDS[serverField];
    if (field && (field !== 'description' || REQUEST_KINDS[kind].withDescription)) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : { [FORM_ERROR]: REQUEST_MESSAGES.failed };
}
