import { expect, test } from '../e2e/support/test';
import { apiUrl, openApp } from './support';

test('a keyword typed in the search box lists the matching tracks from the API', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const search = page.waitForResponse((response) => response.url().startsWith(apiUrl('/api/music/tracks/')) && response.url().includes('query=night'));
  await page.getByRole('searchbox', { name: 'Search text' }).first().fill('night');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  expect((await search).status()).toBe(200);

  await expect(page).toHaveURL(/[?&]query=night/);
  await expect(page.getByRole('button', { name: /night/i }).first()).toBeVisible();
  const rows = page.getByRole('article');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/night/i);
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
});
