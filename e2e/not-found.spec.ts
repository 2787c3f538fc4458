import { expect, test } from './support/test';
import { openApp } from './support/app';

test('a garbage URL shows the not-found page with a way home', async ({ page }) => {
  await openApp(page, '/no/such/page-7f3a9');
  await expect(page.getByRole('heading', { name: /not found|404|doesn['’]t exist|can['’]t find/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: /home|back/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
