import { expect, test } from '../e2e/support/test';
import { apiUrl, header, loginRegisterButton, openApp, PERSONAS, signIn } from './support';

test('a reload keeps the session (the app asks the API host with its cookies)', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.mp3);
  await expect(header(page).getByText('Maya C', { exact: true })).toBeVisible();

  const me = page.waitForResponse((response) => response.url() === apiUrl('/api/users/me/'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(header(page).getByText('Maya C', { exact: true })).toBeVisible();
  await expect(loginRegisterButton(page)).toBeHidden();
});
