import type { RequestHandler } from 'msw';
import type { SupportTopic } from '@/shared/api/contract/dto';
import { db } from '../db';
import { api } from '../lib/server/contract-http';
import { detail, fieldErrors, json, nowIso, permissionDenied, readJson, stringField } from '../lib/server/http';
import { nextId } from '../lib/domain/records';
import { currentSession, requireUser } from '../lib/server/session';
import { serializeSessionUser } from '../lib/domain/session-user';
import { findUserById } from '../lib/domain/users';
import { FieldErrorCollector, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../lib/server/validation';

export const SUPPORT_TOPICS: readonly SupportTopic[] = ['SEARCH', 'LICENSE', 'DOWNLOADS', 'BUG'];
export const PASSWORD_CHANGED = 'Password changed successfully.';
export const NOT_IMPERSONATING = 'You are not viewing the site as another user.';

/**
 * The signed-in user's own account: password change, support requests, and the way back from
 * viewing the site as another user. (Profile update and impersonation are in users.ts.)
 */
export const accountHandlers: RequestHandler[] = [
  /**
   * `{new_password}`. Like Django with `update_session_auth_hash`: this session stays, every other
   * session of the user ends. An admin viewing the site as someone may not change their password.
   */
  api.post('/api/users/me/actions/password-change/', async ({ request }) => {
    const user = requireUser(request);
    const session = currentSession(request);
    if (session?.impersonatorId) return permissionDenied();
    const body = await readJson(request);
    const password = typeof body.new_password === 'string' ? body.new_password : '';
    const errors = new FieldErrorCollector();
    if (errors.required('new_password', password) && password.length < MIN_PASSWORD_LENGTH) {
      errors.add('new_password', PASSWORD_TOO_SHORT);
    }
    if (errors.hasErrors) return fieldErrors(errors.errors);
    db.user.update({ where: { id: { equals: user.id } }, data: { password } });
    db.session.deleteMany({ where: { userId: { equals: user.id }, id: { notEquals: session?.id ?? '' } } });
    return json({ detail: PASSWORD_CHANGED });
  }),

  /** `{type, description}`: recorded (never mailed); 201 with the stored request. */
  api.post('/api/users/me/support-request/', async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson(request);
    const type = stringField(body, 'type');
    const description = stringField(body, 'description');
    const errors = new FieldErrorCollector();
    if (errors.required('type', type) && !(SUPPORT_TOPICS as readonly string[]).includes(type)) {
      errors.add('type', `"${type}" is not a valid choice.`);
    }
    errors.required('description', description);
    if (errors.hasErrors) return fieldErrors(errors.errors);
    const created_at = nowIso();
    const record = db.request.create({
      id: nextId(db.request.getAll()),
      kind: 'support',
      userId: user.id,
      email: user.email,
      support_type: type,
      description,
      created_at,
    });
    return json({ id: record.id, type: type as SupportTopic, description, created_at }, 201);
  }),

  /** Back to the admin's own account: the answer is the admin (no `impersonator`). */
  api.post('/api/users/me/impersonate/stop/', ({ request }) => {
    requireUser(request);
    const session = currentSession(request);
    const admin = session?.impersonatorId ? findUserById(session.impersonatorId) : null;
    if (!session || !admin) return detail(NOT_IMPERSONATING, 400);
    const updated = db.session.update({ where: { id: { equals: session.id } }, data: { userId: admin.id, impersonatorId: null } });
    return json(serializeSessionUser(admin, updated));
  }),
];
