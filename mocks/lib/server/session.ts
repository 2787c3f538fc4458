import { db } from '../../db';
import { expiredCookie, readRequestCookie, serializeCookie, SESSION_COOKIE, SESSION_MAX_AGE } from './cookies';
import { csrfCookie, newCsrfToken } from './csrf';
import { notAuthenticated, nowIso } from './http';
import { randomToken } from './random';
import type { SessionRecord, UserRecord } from '../domain/records';
import { findUserById } from '../domain/users';

/** The session named by the request's `sessionid` cookie, if it still exists. */
export function currentSession(request: Request): SessionRecord | null {
  const id = readRequestCookie(request, SESSION_COOKIE);
  if (!id) return null;
  return db.session.findFirst({ where: { id: { equals: id } } });
}

/** The signed-in user (the impersonated one while an admin views the site as someone else). */
export function currentUser(request: Request): UserRecord | null {
  const session = currentSession(request);
  if (!session) return null;
  const user = findUserById(session.userId);
  return user && user.is_active ? user : null;
}

/** The signed-in user, or throws the 401 `{"detail": "Not authenticated"}` response. */
export function requireUser(request: Request): UserRecord {
  const user = currentUser(request);
  if (!user) throw notAuthenticated();
  return user;
}

/** The real person behind the session: the impersonating admin, else the user. */
export function sessionOwner(session: SessionRecord): UserRecord | null {
  return findUserById(session.impersonatorId ?? session.userId);
}

export function sessionCookie(session: SessionRecord): string {
  return serializeCookie(SESSION_COOKIE, session.id, { httpOnly: true, ...(session.persistent ? { maxAge: SESSION_MAX_AGE } : {}) });
}

/**
 * Signs a user in: a new session, its cookie (persistent only with "Keep me logged in") and, as
 * Django does on login, a rotated CSRF token. Returns the `Set-Cookie` values to send.
 */
export function startSession(user: UserRecord, persistent: boolean): { session: SessionRecord; cookies: string[] } {
  const csrfToken = newCsrfToken();
  const session = db.session.create({
    id: randomToken(40),
    userId: user.id,
    persistent,
    csrfToken,
    createdAt: nowIso(),
    impersonatorId: null,
  });
  return { session, cookies: [sessionCookie(session), csrfCookie(csrfToken)] };
}

/** Deletes the request's session (if any); returns the `Set-Cookie` that clears `sessionid`. */
export function endSession(request: Request): string[] {
  const session = currentSession(request);
  if (session) db.session.delete({ where: { id: { equals: session.id } } });
  return [expiredCookie(SESSION_COOKIE)];
}

/** Re-exported for the handlers' convenience (CONTRACTS.md lists it with the session helpers). */
export { requireCsrf } from './csrf';
