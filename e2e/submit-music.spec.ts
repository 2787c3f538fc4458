import { expect, test } from './support/test';
import { footer, openApp } from './support/app';

test('a composer opens "Submit your music" from the footer, the FAQ and the contact page', async ({ page }) => {
  await openApp(page, '/');
  await footer(page).getByRole('button', { name: 'Submit your music' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your music' });
  await expect(dialog.getByText(/3-5 instrumental underscore tracks/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  for (const path of ['/faq', '/contact']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('button', { name: 'Submit your music' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit your music' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Submit your music' })).toBeHidden();
  }
});
