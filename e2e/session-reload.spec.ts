import { expect, test } from '@playwright/test';
import { currentUser, header, loginRegisterButton, openApp, PERSONAS, shortName, signIn } from './support/app';

test('the session survives a reload', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.mp3);
  const user = await currentUser(page);
  expect(user?.email).toBe(PERSONAS.mp3);

  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/');
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeVisible();
  await expect(loginRegisterButton(page)).toBeHidden();
});
