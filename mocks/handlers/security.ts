import { http, type RequestHandler } from 'msw';
import { hasValidCsrf, issueCsrfCookieIfMissing } from '../lib/server/csrf';
import { detail, MESSAGES, notAuthenticated } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { ensureSeeded } from '../seed/scale';

const ME_PREFIX = '/api/users/me/';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Why a JSON body does not parse (DRF's ParseError wording), or null when it does or there is none. */
async function jsonParseError(request: Request): Promise<string | null> {
  if (!BODY_METHODS.has(request.method) || !(request.headers.get('content-type') ?? '').includes('json')) return null;
  const text = await request.clone().text();
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return `JSON parse error - ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The two `/api/users/me/*` actions the real server accepts from visitors: a copied share link
 * and a license request. Their handlers check the session themselves (an e-mail share still needs
 * one); CSRF applies as everywhere.
 */
const VISITOR_ACTIONS = new Set(['/api/users/me/actions/share/', '/api/users/me/actions/license-request/']);

/**
 * The server-wide rules every `/api` request passes before an area handler answers, as Django's
 * middleware would: the database exists (Storybook starts without a seed), a safe request gets a
 * `csrftoken` cookie, a mutating request needs `X-CSRFToken` equal to it (403),
 * `/api/users/me/*` needs a session (401) except the visitor actions above (POST only), and a
 * JSON body must parse (400), in DRF's order.
 */
export const securityHandlers: RequestHandler[] = [
  http.all('*/api/*', async ({ request }) => {
    ensureSeeded();
    issueCsrfCookieIfMissing(request);
    if (!hasValidCsrf(request)) return detail(MESSAGES.csrfMissing, 403);
    const { pathname } = new URL(request.url);
    const visitorAction = request.method === 'POST' && VISITOR_ACTIONS.has(pathname);
    if (pathname.startsWith(ME_PREFIX) && !visitorAction && !currentUser(request)) return notAuthenticated();
    const parseError = await jsonParseError(request);
    return parseError ? detail(parseError, 400) : undefined;
  }),
];
