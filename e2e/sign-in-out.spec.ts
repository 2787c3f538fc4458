import { expect, test } from '@playwright/test';
import { currentUser, footer, header, loginForm, loginRegisterButton, openApp, PASSWORD, PERSONAS, popup, shortName, signIn } from './support/app';

test('a persona signs in from the header and out from the footer', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.listener);

  const user = await currentUser(page);
  expect(user?.email).toBe(PERSONAS.listener);
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeVisible();
  await expect(popup(page)).toBeHidden();

  await footer(page).getByRole('button', { name: 'Logout' }).or(footer(page).getByRole('link', { name: 'Logout' })).click();
  await expect(loginRegisterButton(page)).toBeVisible();
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeHidden();
  expect(await currentUser(page)).toBeNull();
});

test('the Go button reads "Logging in..." while the login call is in flight', async ({ page }) => {
  // `?mock=slow` adds latency to every mock call, so the submitting state is visible.
  await openApp(page, '/?mock=slow');
  await loginRegisterButton(page).click();
  const form = loginForm(popup(page));
  await form.getByLabel('Email*').fill(PERSONAS.listener);
  await form.getByLabel('Password*').fill(PASSWORD);
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(form.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await expect(loginRegisterButton(page)).toBeHidden({ timeout: 15_000 });
});

test('a wrong password shows the error in the login panel', async ({ page }) => {
  await openApp(page, '/');
  await loginRegisterButton(page).click();
  const form = loginForm(popup(page));
  await form.getByLabel('Email*').fill(PERSONAS.listener);
  await form.getByLabel('Password*').fill('not-the-password');
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(popup(page).getByRole('alert')).toBeVisible();
  await expect(loginRegisterButton(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signing in from the menu closes the menu and gives focus back to its button', async ({ page }) => {
    await openApp(page, '/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await signIn(page, PERSONAS.listener);
    await expect(popup(page)).toBeHidden();
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closing the login popup without signing in leaves the menu open on Login / Register', async ({ page }) => {
    await openApp(page, '/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await loginRegisterButton(page).click();
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(loginRegisterButton(page)).toBeFocused();
  });
});
