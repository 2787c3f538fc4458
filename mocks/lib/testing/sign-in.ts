import { CSRF_COOKIE, expiredCookie, SESSION_COOKIE, writeDocumentCookie } from '../server/cookies';
import type { UserRecord } from '../domain/records';
import { startSession } from '../server/session';
import { findUserByEmail } from '../domain/users';

/**
 * Signs a persona in without going through the login form, for tests and stories:
 * `signInAs('listener@example.com')` then render; the app's `GET /api/users/me/` finds the session.
 */
export function signInAs(email: string, options: { persistent?: boolean } = {}): UserRecord {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`[mock] No user ${email} in the mock database.`);
  const { cookies } = startSession(user, options.persistent ?? true);
  cookies.forEach(writeDocumentCookie);
  return user;
}

/** Forgets the browser side of the session (the cookies), like closing the browser. */
export function signOutLocally(): void {
  writeDocumentCookie(expiredCookie(SESSION_COOKIE));
  writeDocumentCookie(expiredCookie(CSRF_COOKIE));
}
