import { expect, type Page } from '@playwright/test';
import { API_ORIGIN } from './ports';
import { header, loginRegisterButton } from '../e2e/support/app';

/** Helpers of the real-HTTP journeys: the app on one origin, the mock API on another. */

export { API_ORIGIN };
export { footer, header, loginForm, loginRegisterButton, PASSWORD, PERSONAS, popup, shortName, signIn, visitorLoginCode, withoutSavePicker } from '../e2e/support/app';

export const apiUrl = (path: string): string => `${API_ORIGIN}${path}`;

const isCurrentUserCall = (url: string): boolean => url === apiUrl('/api/users/me/');

/** Opens `path` and waits until the app rendered its shell and asked the API who is signed in. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  const me = page.waitForResponse((response) => isCurrentUserCall(response.url()), { timeout: 15_000 });
  await page.goto(path);
  await expect(header(page)).toBeVisible({ timeout: 15_000 });
  await me;
}

/** Who the API thinks is signed in, asked with the browser's own cookies (the session cookie is HttpOnly). */
export async function apiCurrentUser(page: Page): Promise<{ email: string; first_name: string; last_name: string } | null> {
  const response = await page.request.get(apiUrl('/api/users/me/'));
  return response.ok() ? response.json() : null;
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(loginRegisterButton(page)).toBeVisible();
}
