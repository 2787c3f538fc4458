import { expect, test } from '@playwright/test';
import { openApp } from './support/app';

test('reloading the demo again and again raises no uncaught error (the mock worker update included)', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page, '/');
  for (let i = 0; i < 20; i += 1) {
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/', { timeout: 15_000 });
    // Playwright's reload waiting for `load` was intermittently reported as aborted while the
    // demo's lazy chunks were still arriving; waiting for the commit, the app's first call and then
    // `load` checks the same thing: each reload starts the app without an uncaught error.
    await page.reload({ waitUntil: 'commit' });
    await me;
    await page.waitForLoadState('load');
  }
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors).toEqual([]);
});
