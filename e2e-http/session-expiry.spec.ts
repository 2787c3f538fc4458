import { expect, test } from '@playwright/test';
import { apiCurrentUser, apiUrl, expectSignedOut, header, openApp, PERSONAS, signIn } from './support';

const USER_CALLS = `${apiUrl('/api/users/me/')}**`;

test('a 401 in the middle of a session signs the app out with "Unauthorized. Please log in."', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.listener);
  const account = header(page).getByRole('button', { name: /Jamie R/ });
  await expect(account).toBeVisible();

  // The app's next call about the user carries `expire-session`: the server ends this session and
  // answers 401, as if it had expired between two clicks.
  let armed = true;
  await page.route(USER_CALLS, (route) => {
    const headers = armed ? { ...route.request().headers(), 'x-mock-scenario': 'expire-session' } : route.request().headers();
    armed = false;
    return route.continue({ headers });
  });
  const unauthorized = page.waitForResponse((response) => response.url().startsWith(apiUrl('/api/users/me/')) && response.status() === 401);
  // Opening the user's sidebar asks the API (unless a refetch after the login already did).
  if (await account.isVisible()) await account.click({ timeout: 2_000 }).catch(() => undefined);
  await unauthorized;
  expect(await apiCurrentUser(page)).toBeNull();

  await expect(page.getByText('Unauthorized. Please log in.')).toBeVisible();
  await expectSignedOut(page);
});
