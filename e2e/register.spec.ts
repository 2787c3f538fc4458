import { expect, test } from './support/test';
import { loginRegisterButton, openApp, popup, registerForm } from './support/app';

test('a visitor registers and is asked to confirm the account (ALMOST DONE!)', async ({ page }) => {
  await openApp(page, '/');
  await loginRegisterButton(page).click();

  // register_login shows both forms; fill the register one.
  const form = registerForm(popup(page));
  await expect(form).toBeVisible();
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await form.getByLabel(/first name/i).fill('Ada');
  await form.getByLabel(/last name/i).fill('Lovelace');
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^password\*?$/i).fill('s3cret-pass');
  await form.getByLabel(/confirm|repeat|again/i).fill('s3cret-pass');
  await form.getByRole('button', { name: /register|sign up|create/i }).click();

  await expect(page.getByText('ALMOST DONE!')).toBeVisible();
  await expect(page.getByRole('link', { name: /contact us/i })).toBeVisible();
});

test('registering with an e-mail already taken shows the server error under the field', async ({ page }) => {
  await openApp(page, '/');
  await loginRegisterButton(page).click();
  const form = registerForm(popup(page));
  await form.getByLabel(/first name/i).fill('Lee');
  await form.getByLabel(/last name/i).fill('Listener');
  await form.getByLabel(/^email/i).fill('listener@example.com');
  await form.getByLabel(/^password\*?$/i).fill('s3cret-pass');
  await form.getByLabel(/confirm|repeat|again/i).fill('s3cret-pass');
  await form.getByRole('button', { name: /register|sign up|create/i }).click();

  await expect(form.getByText('A user with this email already exists.')).toBeVisible();
  await expect(page.getByText('ALMOST DONE!')).toBeHidden();
});
