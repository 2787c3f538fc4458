import { readCookie } from '@/shared/lib/cookies';

/**
 * The session hint: a cookie of the app's own (the server never reads it) saying who was signed
 * in in this browser. A 401 to the first `GET /api/users/me/` is either a visitor (nobody was ever
 * signed in here: nothing to say) or a person whose session ended while the app was closed (they
 * are told "Unauthorized. Please log in."): only the browser can tell the two apart, by this hint.
 * Every tab shares it, as they share the session cookie.
 *
 * It lives as long as the session cookie it stands for: a browser-session cookie, unless the
 * person chose "Keep me logged in" (then a year, like `csrftoken`: however long the server kept the
 * session, a person coming back to find it gone is told so once). Signing out removes it, and so
 * does telling someone their session ended, so it is said once.
 */
export const SESSION_HINT_COOKIE = 'cuebox_signed_in';

const KEPT_MAX_AGE_S = 365 * 24 * 60 * 60;
const KEPT_SUFFIX = '.kept';

export interface SessionHint {
  /** The person who was signed in (their user id). */
  personId: number;
  /** They chose "Keep me logged in": the hint outlives the browser session, as their session cookie does. */
  kept: boolean;
}

/** The hint this browser holds, or null (nobody signed in here, signed out, or already told). */
export function readSessionHint(): SessionHint | null {
  const value = readCookie(SESSION_HINT_COOKIE);
  const match = value === null ? null : /^(\d+)(\.kept)?$/.exec(value);
  return match ? { personId: Number(match[1]), kept: match[2] === KEPT_SUFFIX } : null;
}

/** The `document.cookie` assignment that stores `hint` (null: removes it); `secure` on https pages. */
export function sessionHintCookie(hint: SessionHint | null, secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (!hint) return [`${SESSION_HINT_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  const value = `${hint.personId}${hint.kept ? KEPT_SUFFIX : ''}`;
  return [`${SESSION_HINT_COOKIE}=${value}`, ...(hint.kept ? [`Max-Age=${KEPT_MAX_AGE_S}`] : []), ...attributes].join('; ');
}

export function writeSessionHint(hint: SessionHint | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = sessionHintCookie(hint, typeof location !== 'undefined' && location.protocol === 'https:');
}
