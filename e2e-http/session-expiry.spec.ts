import { expect, test } from '../e2e/support/test';
import { apiCurrentUser, apiUrl, expectSignedOut, header, openApp, PERSONAS, signIn } from './support';

const isUserCall = (url: string): boolean => url.startsWith(apiUrl('/api/users/me/'));

test('a 401 in the middle of a session signs the app out with "Unauthorized. Please log in."', async ({ page }) => {
  await openApp(page, '/');

  // Once the login has succeeded, the app's next call about the user carries `expire-session`: the
  // server ends the session just made and answers 401, as if it had expired between two clicks.
  let armed = false;
  let expiredCallSent = false;
  await page.route(apiUrl('/api/login/'), async (route) => {
    const response = await route.fetch();
    armed = response.ok();
    await route.fulfill({ response });
  });
  await page.route(`${apiUrl('/api/users/me/')}**`, (route) => {
    const headers = route.request().headers();
    if (!armed) return route.continue();
    armed = false;
    expiredCallSent = true;
    return route.continue({ headers: { ...headers, 'x-mock-scenario': 'expire-session' } });
  });
  // Only the armed call's 401 counts: a visitor's current-user check before signing in is a 401 too.
  const unauthorized = page.waitForResponse((response) => expiredCallSent && isUserCall(response.url()) && response.status() === 401);

  await signIn(page, PERSONAS.listener);
  // Signed in, the app asks about the user again (the account sidebar loads); opening the
  // sidebar asks too, should that not have happened yet.
  const account = header(page).getByRole('button', { name: /Jamie R/ });
  if (armed && (await account.isVisible())) await account.click({ timeout: 2_000 }).catch(() => undefined);
  await unauthorized;
  expect(await apiCurrentUser(page)).toBeNull();

  await expect(page.getByText('Unauthorized. Please log in.')).toBeVisible();
  await expectSignedOut(page);
});

test('a session that ended while the app was closed says "Unauthorized. Please log in." when the app opens again', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.listener);
  // The tab closes; meanwhile the server ends the session (the browser still holds its cookie).
  await page.goto('about:blank');
  const ended = await page.request.get(apiUrl('/api/users/me/'), { headers: { 'X-Mock-Scenario': 'expire-session' } });
  expect(ended.status()).toBe(401);

  await openApp(page, '/');
  await expect(page.getByText('Unauthorized. Please log in.')).toBeVisible();
  await expectSignedOut(page);
});
