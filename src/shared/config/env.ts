/** Where the real API lives; empty string means the page's own origin. */
export const API_HOST: string = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

/** Base of every `/api` call. Absolute so that Node's Request (vitest) accepts it. */
export function apiBaseUrl(): string {
  const origin = API_HOST || globalThis.location?.origin || 'http://localhost';
  return `${origin}/api`;
}

export const SENTRY_DSN: string = import.meta.env.VITE_SENTRY_DSN ?? '';
export const API_MOCKING: boolean = import.meta.env.VITE_API_MOCKING === 'true';
