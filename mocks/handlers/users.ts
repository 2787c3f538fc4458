import type { RequestHandler } from 'msw';
import type { FieldErrorsDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, MESSAGES, notFound, nowIso, permissionDenied, readJson, stringField } from '../lib/server/http';
import { nextId, type UserRecord } from '../lib/domain/records';
import { currentSession, requireUser, sessionOwner } from '../lib/server/session';
import { serializeSessionUser } from '../lib/domain/session-user';
import { DOWNLOAD_FORMATS, findUserByEmail, serializeUser } from '../lib/domain/users';
import { FieldErrorCollector, MIN_PASSWORD_LENGTH, normalizeEmail, PASSWORD_TOO_SHORT } from '../lib/server/validation';

export const EMAIL_TAKEN = 'A user with this email already exists.';
export const IMPERSONATE_NOT_FOUND = 'No user found with this email.';
/** Download allowance of a newly registered account. */
export const NEW_USER_DOWNLOADS = 25;

const PROFILE_FIELDS = [
  'first_name', 'last_name', 'email', 'company', 'company_role', 'phone_number', 'telephone',
  'extension', 'street_address', 'country', 'city', 'state', 'zip_code', 'preferred_download_format',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const NON_BLANK: readonly ProfileField[] = ['first_name', 'last_name', 'email'];

function validateRegistration(body: Record<string, unknown>): FieldErrorsDto | null {
  const errors = new FieldErrorCollector();
  for (const field of ['first_name', 'last_name', 'email', 'password']) errors.required(field, stringField(body, field));
  const email = stringField(body, 'email');
  errors.email('email', email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (password && password.length < MIN_PASSWORD_LENGTH) errors.add('password', PASSWORD_TOO_SHORT);
  if (email && !errors.errors.email && findUserByEmail(email)) errors.add('email', EMAIL_TAKEN);
  return errors.hasErrors ? errors.errors : null;
}

function createUser(body: Record<string, unknown>): UserRecord {
  return db.user.create({
    id: nextId(db.user.getAll()),
    email: normalizeEmail(stringField(body, 'email')),
    password: body.password as string,
    first_name: stringField(body, 'first_name'),
    last_name: stringField(body, 'last_name'),
    company: stringField(body, 'company'),
    preferred_download_format: 'ask',
    is_admin: false,
    restricted_pro_groups: [],
    downloads_remaining: NEW_USER_DOWNLOADS,
    // Offline there is no e-mail link to click: the account works at once (docs/mock-api.md).
    is_active: true,
    date_joined: nowIso(),
  });
}

function validateProfile(user: UserRecord, body: Record<string, unknown>): FieldErrorsDto | null {
  const errors = new FieldErrorCollector();
  for (const field of NON_BLANK) {
    if (field in body && !stringField(body, field)) errors.add(field, MESSAGES.blank);
  }
  const email = stringField(body, 'email');
  errors.email('email', email);
  const owner = email ? findUserByEmail(email) : null;
  if (owner && owner.id !== user.id) errors.add('email', EMAIL_TAKEN);
  const format = body.preferred_download_format;
  if (format !== undefined && !(DOWNLOAD_FORMATS as readonly unknown[]).includes(format)) {
    errors.add('preferred_download_format', `"${String(format)}" is not a valid choice.`);
  }
  return errors.hasErrors ? errors.errors : null;
}

function profileChanges(body: Record<string, unknown>): Partial<Record<ProfileField, string>> {
  const changes: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    if (typeof body[field] === 'string') changes[field] = stringField(body, field);
  }
  if (changes.email) changes.email = normalizeEmail(changes.email);
  return changes;
}

/** `GET /api/users/me/`, registration, profile update and admin impersonation. */
export const userHandlers: RequestHandler[] = [
  api.get('/api/users/me/', ({ request }) => json(serializeSessionUser(requireUser(request), currentSession(request)))),

  api.post('/api/users/', async ({ request }) => {
    const body = await readJson(request);
    const errors = validateRegistration(body);
    if (errors) return fieldErrors(errors);
    return json(serializeUser(createUser(body)), 201);
  }),

  api.put('/api/users/me/update/', async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson(request);
    const errors = validateProfile(user, body);
    if (errors) return fieldErrors(errors);
    const updated = db.user.update({ where: { id: { equals: user.id } }, data: profileChanges(body) });
    return json(serializeSessionUser(updated ?? user, currentSession(request)));
  }),

  api.post('/api/users/me/impersonate/', async ({ request }) => {
    requireUser(request);
    const session = currentSession(request);
    if (!session || !sessionOwner(session)?.is_admin) return permissionDenied();
    const email = stringField(await readJson(request), 'email');
    const errors = new FieldErrorCollector();
    if (errors.required('email', email)) errors.email('email', email);
    if (errors.hasErrors) return fieldErrors(errors.errors);
    const target = findUserByEmail(email);
    if (!target || !target.is_active) return notFound(IMPERSONATE_NOT_FOUND);
    const impersonatorId = session.impersonatorId ?? session.userId;
    const updated = db.session.update({
      where: { id: { equals: session.id } },
      data: { userId: target.id, impersonatorId: target.id === impersonatorId ? null : impersonatorId },
    });
    return json(serializeSessionUser(target, updated));
  }),
];
