import { expect, test } from '../e2e/support/test';
import { openApp } from './support';

test('a 500 from the search API shows the search error state', async ({ page }) => {
  // The production bundle cannot read `?mock=`: the scenario header rides on the app's own call.
  await page.route('**/api/music/tracks/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'error:/api/music/tracks/' } }),
  );
  const failed = page.waitForResponse((response) => response.url().includes('/api/music/tracks/') && response.status() === 500);
  await openApp(page, '/search?type=tracks&query=night');
  await failed;

  const alert = page.getByRole('alert').filter({ hasText: 'Search failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('The music library could not be searched just now.');
  await expect(alert.getByRole('button', { name: 'TRY AGAIN' })).toBeVisible();

  // Once the API answers again, TRY AGAIN brings the results.
  await page.unroute('**/api/music/tracks/**');
  await alert.getByRole('button', { name: 'TRY AGAIN' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
