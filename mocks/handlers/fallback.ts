import { http, type RequestHandler } from 'msw';
import { notFound } from '../lib/server/http';

/**
 * Last in the handler list: a path no area handler answers is 404 `{"detail": "Not found."}`, as
 * Django's router answers, in every host. Without it an unknown `/api` path fell through to the
 * dev server's index.html with 200. Relative paths: the app's own origin (or the HTTP server's),
 * so third-party `…/api/…` calls (error reporting) are left alone.
 */
export const fallbackHandlers: RequestHandler[] = [
  http.all('/api/*', () => notFound()),
  http.all('/mock-media/*', () => notFound()),
];
