import { readCookie } from '@/shared/lib/cookies';
import { CSRF_HEADER } from '../server/csrf';

/**
 * A tiny client for the mock server's own tests: plain fetch with absolute URLs on the jsdom
 * origin, sending cookies and, unless told otherwise, the CSRF header like the app's base query.
 */

export const apiUrl = (path: string) => `${location.origin}${path}`;

export interface SendOptions {
  /** false: leave out `X-CSRFToken`; a string: send that value. */
  csrf?: boolean | string;
}

export async function send(method: string, path: string, body?: unknown, options: SendOptions = {}): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = typeof options.csrf === 'string' ? options.csrf : options.csrf === false ? null : readCookie('csrftoken');
  if (token) headers.set(CSRF_HEADER, token);
  return fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const get = (path: string) => send('GET', path);
export const post = (path: string, body?: unknown, options?: SendOptions) => send('POST', path, body ?? {}, options);

/** The first GET of a page visit: it leaves a `csrftoken` cookie behind. */
export async function primeCsrf(): Promise<string> {
  await get('/api/users/me/');
  const token = readCookie('csrftoken');
  if (!token) throw new Error('The mock server issued no csrftoken cookie.');
  return token;
}

export async function login(username: string, password = 'demo1234', staySignedIn = false): Promise<Response> {
  await primeCsrf();
  return post('/api/login/', { username, password, staySignedIn });
}
