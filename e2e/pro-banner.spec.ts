import { expect, test } from './support/test';
import { openApp, PERSONAS, proBannerText, signIn } from './support/app';

test('the PRO persona sees the restricted-library banner, an ordinary user does not', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByText(proBannerText('BMI'))).toBeHidden();

  await signIn(page, PERSONAS.pro);
  await expect(page.getByText(proBannerText('BMI'))).toBeVisible();

  // It stays on other pages too.
  await page.getByRole('banner').getByRole('link', { name: 'Browse Music' }).click();
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByText(proBannerText('BMI'))).toBeVisible();
});
