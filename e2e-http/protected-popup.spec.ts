import { expect, test } from '../e2e/support/test';
import { loginForm, openApp, popup } from './support';

test('a visitor opening a protected popup gets the login popup instead', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const firstMenu = page.getByRole('button', { name: /^More options for / }).first();
  await expect(firstMenu).toBeVisible({ timeout: 15_000 });

  // "Add to Project" opens the `add` popup, which needs a signed-in user.
  await firstMenu.click();
  await page.getByRole('menuitem', { name: 'Add to Project' }).click();

  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('LOGIN', { exact: true })).toBeVisible();
  await expect(loginForm(dialog).getByLabel('Email*')).toBeVisible();
  await expect(loginForm(dialog).getByLabel('Password*')).toBeVisible();
});
