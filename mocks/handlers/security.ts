import { http, type RequestHandler } from 'msw';
import { hasValidCsrf, issueCsrfCookieIfMissing } from '../lib/server/csrf';
import { detail, MESSAGES, notAuthenticated } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { ensureSeeded } from '../seed';

const ME_PREFIX = '/api/users/me/';

/**
 * The server-wide rules every `/api` request passes before an area handler answers, as Django's
 * middleware would: the database exists (Storybook starts without a seed), a safe request gets a
 * `csrftoken` cookie, a mutating request needs `X-CSRFToken` equal to it (403), and
 * `/api/users/me/*` needs a session (401).
 */
export const securityHandlers: RequestHandler[] = [
  http.all('*/api/*', ({ request }) => {
    ensureSeeded();
    issueCsrfCookieIfMissing(request);
    if (!hasValidCsrf(request)) return detail(MESSAGES.csrfMissing, 403);
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(ME_PREFIX) && !currentUser(request)) return notAuthenticated();
    return undefined;
  }),
];
