import { CSRF_COOKIE, CSRF_MAX_AGE, deliverCookie, readRequestCookie, serializeCookie } from './cookies';
import { detail, MESSAGES } from './http';
import { randomToken } from './random';

/** Django's double-submit check: the `X-CSRFToken` header must equal the `csrftoken` cookie. */
export const CSRF_HEADER = 'X-CSRFToken';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutating(method: string): boolean {
  return MUTATING_METHODS.has(method.toUpperCase());
}

export function csrfCookie(token: string): string {
  return serializeCookie(CSRF_COOKIE, token, { maxAge: CSRF_MAX_AGE });
}

export function newCsrfToken(): string {
  return randomToken(32);
}

/** True when a mutating request carries a header matching its cookie (safe methods always pass). */
export function hasValidCsrf(request: Request): boolean {
  if (!isMutating(request.method)) return true;
  const cookie = readRequestCookie(request, CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  return Boolean(cookie && header && cookie === header);
}

/** Throws the 403 DRF sends when the anti-forgery token is missing or does not match. */
export function requireCsrf(request: Request): void {
  if (!hasValidCsrf(request)) throw detail(MESSAGES.csrfMissing, 403);
}

/**
 * Like Django's `ensure_csrf_cookie`: a safe request without a `csrftoken` cookie gets one, so the
 * app's first POST (even the login) can send it. Delivered like a middleware's cookie (see
 * cookies.ts): into the document in the page hosts, onto the response over HTTP.
 */
export function issueCsrfCookieIfMissing(request: Request): void {
  if (isMutating(request.method)) return;
  if (readRequestCookie(request, CSRF_COOKIE)) return;
  deliverCookie(csrfCookie(newCsrfToken()));
}
