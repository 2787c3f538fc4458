/**
 * Cookies of the mock server. MSW 2 copies every mocked `Set-Cookie` into `document.cookie`
 * (browser worker and jsdom alike), so the document is the one cookie jar the app and the mock
 * share. Requests are read from it whenever a document exists: MSW's own cookie store (a second
 * jar kept in localStorage) would otherwise resurrect cookies a test or a logout cleared.
 */

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';

/** Django's SESSION_COOKIE_AGE (two weeks) and CSRF_COOKIE_AGE (one year), in seconds. */
export const SESSION_MAX_AGE = 1_209_600;
export const CSRF_MAX_AGE = 31_449_600;

export function parseCookieString(input: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of input.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name && !(name in out)) out[name] = safeDecode(value);
  }
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The cookies a request carries (see the module note for why the document wins). */
export function requestCookies(request: Request): Record<string, string> {
  if (request.credentials === 'omit') return {};
  if (typeof document !== 'undefined') return parseCookieString(document.cookie);
  return parseCookieString(request.headers.get('cookie') ?? '');
}

export function readRequestCookie(request: Request, name: string): string | null {
  return requestCookies(request)[name] ?? null;
}

export interface CookieOptions {
  /** Seconds; omitted = a browser-session cookie. 0 deletes the cookie. */
  maxAge?: number;
}

/** A `Set-Cookie` value. Not HttpOnly: MSW can only deliver mocked cookies through `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
}

export function expiredCookie(name: string): string {
  return serializeCookie(name, '', { maxAge: 0 });
}

/** Writes a cookie straight into the shared jar (what MSW does with a mocked `Set-Cookie`). */
export function writeDocumentCookie(setCookie: string): void {
  if (typeof document !== 'undefined') document.cookie = setCookie;
}
