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
