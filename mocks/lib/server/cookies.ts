/**
 * Cookies of the mock server. In the page hosts (service worker, jsdom, Storybook) MSW 2 copies
 * every mocked `Set-Cookie` into `document.cookie`, so the document is the one cookie jar the app
 * and the mock share. Requests are read from it whenever a document exists: MSW's own cookie store
 * (a second jar kept in localStorage) would otherwise resurrect cookies a test or a logout cleared.
 * Over real HTTP (`npm run mock-api`, see `enableHttpCookies`) cookies travel as they do with Django:
 * the `Cookie` request header in, `Set-Cookie` response headers out, the session cookie HttpOnly.
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

interface CookieJar {
  /** The `Cookie` header the client sent, when the host knows it better than the Request does. */
  header: ((request: Request) => string) | null;
  /** The session cookie is HttpOnly (only possible when the browser itself stores the cookies). */
  httpOnlySession: boolean;
  /** Where a cookie set outside a response (the CSRF cookie Django's middleware adds) goes. */
  deliver: (setCookie: string) => void;
}

const documentJar: CookieJar = {
  header: null,
  httpOnlySession: false,
  deliver: (setCookie) => {
    if (typeof document !== 'undefined') document.cookie = setCookie;
  },
};

let jar: CookieJar = documentJar;

/**
 * Switches the mock to real HTTP cookies: request cookies from the header the client sent (`read`:
 * in Node MSW appends the cookies of its own process-wide jar to every request's `Cookie` header,
 * which would hand one client's session to every other client), the session cookie HttpOnly,
 * and cookies set outside a response handed to `deliver` (the server appends them to the
 * response it is writing).
 */
export function enableHttpCookies(read: (request: Request) => string, deliver: (setCookie: string) => void): void {
  jar = { header: read, httpOnlySession: true, deliver };
}

/** The cookies a request carries (see the module note for why the document wins). */
export function requestCookies(request: Request): Record<string, string> {
  if (jar.header) return parseCookieString(jar.header(request));
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
  /** Hidden from scripts. Only honoured over real HTTP: in the page hosts MSW can deliver mocked
   * cookies only through `document.cookie`, which cannot write an HttpOnly cookie. */
  httpOnly?: boolean;
}

/**
 * A `Set-Cookie` value. `SameSite=Lax` without `Secure`: the app and the API on different ports of
 * one host (localhost:4173 and localhost:8000) are the same site, so the browser sends the cookies
 * with the app's credentialed requests, and plain http keeps working.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly && jar.httpOnlySession) parts.push('HttpOnly');
  return parts.join('; ');
}

export function expiredCookie(name: string): string {
  return serializeCookie(name, '', { maxAge: 0 });
}

/** Writes a cookie straight into the shared jar (what MSW does with a mocked `Set-Cookie`). */
export function writeDocumentCookie(setCookie: string): void {
  if (typeof document !== 'undefined') document.cookie = setCookie;
}

/** Sets a cookie from outside a response: into the document in the page hosts, onto the response being written over HTTP. */
export function deliverCookie(setCookie: string): void {
  jar.deliver(setCookie);
}
