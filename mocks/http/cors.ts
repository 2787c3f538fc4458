/**
 * CORS of the mock API server: the app (vite preview / dev server on another port) calls it with
 * `credentials: 'include'`, so the answer must name the calling origin (never `*`) and allow
 * credentials. Any `http://localhost:*` or `http://127.0.0.1:*` origin is allowed; the variable
 * `MOCK_API_CORS_ORIGINS` (comma-separated origins) adds others.
 */

export const CORS_ORIGINS_ENV = 'MOCK_API_CORS_ORIGINS';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** Headers the app and the tools send: JSON bodies, Django's CSRF header, the mock's scenario header. */
const ALLOWED_HEADERS = 'Content-Type, X-CSRFToken, X-Requested-With, X-Mock-Scenario, Range';
/** What a page script may read from a cross-origin answer (audio ranges). */
const EXPOSED_HEADERS = 'Content-Range, Content-Length, Accept-Ranges';

export function parseExtraOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

/** The CORS headers for a request from `origin` (none for a disallowed or missing origin). */
export function corsHeaders(
  origin: string | undefined,
  extraOrigins: readonly string[],
  preflight?: { requestHeaders?: string },
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) return headers;
  headers['Access-Control-Allow-Origin'] = origin;
  headers['Access-Control-Allow-Credentials'] = 'true';
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = preflight.requestHeaders || ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  } else {
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  }
  return headers;
}
