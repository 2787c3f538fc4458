import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type AnyError = FetchBaseQueryError | SerializedError | undefined | null | unknown;

function isFetchError(e: unknown): e is FetchBaseQueryError {
  return typeof e === 'object' && e !== null && 'status' in e;
}

/** HTTP status of an RTK Query error, or null for network/parse errors. */
export function errorStatus(error: AnyError): number | null {
  if (isFetchError(error) && typeof error.status === 'number') return error.status;
  return null;
}

/** The error body the server sent (already parsed JSON when it was JSON). */
export function errorBody(error: AnyError): unknown {
  return isFetchError(error) && 'data' in error ? error.data : undefined;
}

/**
 * The first human message in a server error: `error`, `detail`, `message`, `non_field_errors[0]`,
 * else the fallback. Matches the shapes Django REST Framework and the mock send.
 */
export function errorMessage(error: AnyError, fallback: string): string {
  const body = errorBody(error);
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'detail', 'message']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
    }
    const nonField = record.non_field_errors;
    if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  }
  return fallback;
}

/** Per-field first messages of a DRF-style `{field: [messages]}` body. */
export function fieldErrors(error: AnyError): Record<string, string> {
  const body = errorBody(error);
  const out: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
    else if (typeof value === 'string' && field !== 'detail' && field !== 'error') out[field] = value;
  }
  return out;
}

/**
 * Whether the server has no such call: 404 or 405 to a call the app makes beyond the spec's (a
 * server built to the spec alone need not have them), so the app falls back to what the spec
 * offers instead of showing a failure.
 */
export function isMissingCall(error: AnyError): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 405;
}
