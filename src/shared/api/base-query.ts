import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config/env';
import { readCookie } from '../lib/cookies';
import { apiFetch } from './api-fetch';
import { unauthorizedAnswer } from './session-event';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetchBaseQuery against `${VITE_API_HOST}/api`, with credentials, and the Django-style
 * anti-forgery header on every mutating call. The base URL is read per call so tests and
 * the dev server (different origins) both resolve it. Every 401 is reported as
 * `unauthorizedAnswer` (the session feature tells an ended session from a visitor's call).
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  const raw = fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    fetchFn: apiFetch,
    prepareHeaders: (headers) => {
      if (!SAFE_METHODS.has(method)) {
        const token = readCookie('csrftoken');
        if (token) headers.set('X-CSRFToken', token);
      }
      return headers;
    },
  });
  const result = await raw(args, api, extra);
  if (result.error?.status === 401) api.dispatch(unauthorizedAnswer({ endpoint: api.endpoint }));
  return result;
};
