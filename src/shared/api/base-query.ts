import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config/env';
import { readCookie } from '../lib/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls on the signed-in user's own data (`users/me/…`), not the current-user call itself. */
const USER_SCOPED_PATH = /^\/?users\/me\/[^?#]+/;

type UnauthorizedHandler = (api: BaseQueryApi) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * What a 401 from a `/api/users/me/*` call (other than `GET /api/users/me/`) does mid-session:
 * registered by `entities/user` (sign the app out, tell the user). One handler, replaced on call.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * fetchBaseQuery against `${VITE_API_HOST}/api`, with credentials, and the Django-style
 * anti-forgery header on every mutating call. The base URL is read per call so tests and
 * the dev server (different origins) both resolve it.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  const raw = fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    prepareHeaders: (headers) => {
      if (!SAFE_METHODS.has(method)) {
        const token = readCookie('csrftoken');
        if (token) headers.set('X-CSRFToken', token);
      }
      return headers;
    },
  });
  const result = await raw(args, api, extra);
  if (result.error?.status === 401 && unauthorizedHandler && USER_SCOPED_PATH.test(typeof args === 'string' ? args : args.url)) {
    unauthorizedHandler(api);
  }
  return result;
};
