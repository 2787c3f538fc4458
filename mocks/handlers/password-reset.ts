import type { RequestHandler } from 'msw';
import type { PasswordResetResponseDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, nowIso, readJson, stringField } from '../lib/server/http';
import { nextId } from '../lib/domain/records';
import { findUserByEmail } from '../lib/domain/users';
import { FieldErrorCollector, normalizeEmail } from '../lib/server/validation';

/** Same answer whether or not the address has an account, so the form cannot probe for users. */
export const PASSWORD_RESET_SENT =
  'If an account exists for this email address, we have sent a link to reset the password.';

/** `POST /api/password-reset/request-reset/` ({email}): records the request, never sends mail. */
export const passwordResetHandlers: RequestHandler[] = [
  api.post('/api/password-reset/request-reset/', async ({ request }) => {
    const email = normalizeEmail(stringField(await readJson(request), 'email'));
    const errors = new FieldErrorCollector();
    if (errors.required('email', email)) errors.email('email', email);
    if (errors.hasErrors) return fieldErrors(errors.errors);
    db.request.create({
      id: nextId(db.request.getAll()),
      kind: 'password_reset',
      userId: findUserByEmail(email)?.id ?? null,
      email,
      created_at: nowIso(),
    });
    const answer: PasswordResetResponseDto = { detail: PASSWORD_RESET_SENT };
    return json(answer);
  }),
];
