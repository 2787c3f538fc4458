import { expect, test } from '../e2e/support/test';
import { apiCurrentUser, API_ORIGIN, expectSignedOut, footer, header, openApp, PERSONAS, popup, signIn } from './support';

test('a persona signs in over HTTP (HttpOnly session cookie) and signs out from the footer', async ({ page, context }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.listener);
  await expect(header(page).getByText('Jamie R', { exact: true })).toBeVisible();
  await expect(popup(page)).toBeHidden();

  // Real cookies from the API host: the session is hidden from scripts, the CSRF token is not.
  const cookies = await context.cookies(API_ORIGIN);
  expect(cookies.find((cookie) => cookie.name === 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.find((cookie) => cookie.name === 'csrftoken')?.httpOnly).toBe(false);
  expect(await page.evaluate(() => document.cookie)).not.toContain('sessionid');
  expect((await apiCurrentUser(page))?.email).toBe(PERSONAS.listener);

  const logout = page.waitForResponse((response) => response.url() === `${API_ORIGIN}/api/logout/`);
  await footer(page).getByRole('button', { name: 'Logout' }).or(footer(page).getByRole('link', { name: 'Logout' })).click();
  expect((await logout).status()).toBe(200);
  await expectSignedOut(page);
  await expect(header(page).getByText('Jamie R', { exact: true })).toBeHidden();
  expect(await apiCurrentUser(page)).toBeNull();
});
