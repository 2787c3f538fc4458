import { expect, test } from './support/test';
import { loginForm, openApp, popup } from './support/app';

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

  // Same for Download.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await firstMenu.click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await expect(loginForm(popup(page)).getByRole('button', { name: 'Go' })).toBeVisible();
});

test('a public popup opens for a visitor as itself', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const firstMenu = page.getByRole('button', { name: /^More options for / }).first();
  await firstMenu.click();
  await page.getByRole('menuitem', { name: 'License' }).click();
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(loginForm(dialog)).toHaveCount(0);
});
