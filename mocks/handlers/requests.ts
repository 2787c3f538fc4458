import type { RequestHandler } from 'msw';
import type { ItemType } from '@/shared/api/contract/dto';
import { db } from '../db';
import { resolveActionItem } from '../lib/domain/action-items';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, notAuthenticated, nowIso, readJson, stringField } from '../lib/server/http';
import { nextId, type UserRecord } from '../lib/domain/records';
import { currentUser } from '../lib/server/session';
import { FieldErrorCollector } from '../lib/server/validation';

export type RequestKind = 'customize' | 'stem' | 'license';

export const REQUEST_PATHS = {
  customize: '/api/users/me/actions/customize-request/',
  stem: '/api/users/me/actions/stem-request/',
  license: '/api/users/me/actions/license-request/',
} as const satisfies Record<RequestKind, string>;

export const MAX_FULL_NAME = 150;
export const MAX_PHONE = 32;
export const MAX_DESCRIPTION = 2000;
export const INVALID_PHONE = 'Enter a valid phone number.';

const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

/** A phone number is optional; given, it needs 7 to 20 digits and only +, spaces, dots, dashes, brackets. */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[+()\-.\s\d]+$/.test(value) && digits >= 7 && digits <= 20;
}

function validateContact(body: Record<string, unknown>, kind: RequestKind, errors: FieldErrorCollector) {
  const full_name = stringField(body, 'full_name');
  const email = stringField(body, 'email');
  const phone_number = stringField(body, 'phone_number');
  const description = kind === 'license' ? '' : stringField(body, 'description');
  if (errors.required('full_name', full_name) && full_name.length > MAX_FULL_NAME) errors.add('full_name', maxLength(MAX_FULL_NAME));
  if (errors.required('email', email)) errors.email('email', email);
  if (phone_number.length > MAX_PHONE) errors.add('phone_number', maxLength(MAX_PHONE));
  else if (phone_number && !isPhone(phone_number)) errors.add('phone_number', INVALID_PHONE);
  if (description.length > MAX_DESCRIPTION) errors.add('description', maxLength(MAX_DESCRIPTION));
  return { full_name, email, phone_number, description };
}

/**
 * One handler per request kind. Customize and stem requests need a session (401); a license
 * request is open to visitors, as on the real server (see handlers/security.ts). A stem request
 * always names a track (`type` is not sent). Every accepted request is stored (`db.request`).
 */
function answerRequest(kind: RequestKind, fixedType?: ItemType) {
  return async ({ request }: { request: Request }) => {
    const user: UserRecord | null = currentUser(request);
    if (!user && kind !== 'license') return notAuthenticated();
    const body = await readJson(request);
    const errors = new FieldErrorCollector();
    const item = resolveActionItem(body, user, errors, fixedType);
    const contact = validateContact(body, kind, errors);
    if (errors.hasErrors || !item) return fieldErrors(errors.errors);
    const record = db.request.create({
      id: nextId(db.request.getAll()),
      kind,
      userId: user?.id ?? null,
      item_type: item.type,
      item_id: item.id,
      support_type: '',
      ...contact,
      created_at: nowIso(),
    });
    const { description, ...rest } = contact;
    return json({ id: record.id, type: item.type, item_id: item.id, ...rest, ...(kind === 'license' ? {} : { description }) }, 201);
  };
}

export const requestHandlers: RequestHandler[] = [
  api.post(REQUEST_PATHS.customize, answerRequest('customize')),
  api.post(REQUEST_PATHS.stem, answerRequest('stem', 'track')),
  api.post(REQUEST_PATHS.license, answerRequest('license')),
];
