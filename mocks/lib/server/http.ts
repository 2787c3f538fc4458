import { HttpResponse, type JsonBodyType } from 'msw';
import type { FieldErrorsDto } from '@/shared/api/contract/dto';

/** Django REST Framework's stock messages, so the app meets the same texts as in production. */
export const MESSAGES = {
  notAuthenticated: 'Not authenticated',
  permissionDenied: 'You do not have permission to perform this action.',
  csrfMissing: 'CSRF Failed: CSRF token missing.',
  notFound: 'Not found.',
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  invalidEmail: 'Enter a valid email address.',
  invalidInteger: 'A valid integer is required.',
} as const;

type HeaderList = [string, string][];

/**
 * JSON answer with optional `Set-Cookie` values (each its own header line). Typed by its body, so
 * a handler of the contract's (`api` in ./contract-http) may answer only what the contract allows.
 */
export function json<Body extends JsonBodyType>(body: Body, status = 200, setCookies: string[] = []): HttpResponse<Body> {
  // Encoded once, its length read from the bytes: `HttpResponse.json` encodes a long answer twice
  // (once only to count its bytes), which a 500-item project pays in the page that waits for it.
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const headers: HeaderList = [
    ['Content-Type', 'application/json'],
    ['Content-Length', String(bytes.byteLength)],
    ...setCookies.map((cookie): [string, string] => ['Set-Cookie', cookie]),
  ];
  return new HttpResponse(bytes, { status, headers }) as unknown as HttpResponse<Body>;
}

export function noContent(setCookies: string[] = []): HttpResponse<null> {
  const headers: HeaderList = setCookies.map((cookie) => ['Set-Cookie', cookie]);
  return new HttpResponse(null, { status: 204, headers });
}

export const detail = (message: string, status: number) => json({ detail: message }, status);
export const notAuthenticated = () => detail(MESSAGES.notAuthenticated, 401);
export const permissionDenied = () => detail(MESSAGES.permissionDenied, 403);
export const notFound = (message: string = MESSAGES.notFound) => detail(message, 404);
export const fieldErrors = (errors: FieldErrorsDto) => json(errors, 400);
export const errorMessage = (message: string, status = 400) => json({ error: message }, status);

/** The request's JSON object body; `{}` when absent or not an object (DRF then reports required fields). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A trimmed string field, '' when absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** The query string of a request. */
export const queryOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
