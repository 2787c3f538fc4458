import { expect, test, type Page } from './support/test';
import { openApp } from './support/app';

/**
 * One reload, as the browser's reload button makes it, done when a fresh page under the mock's
 * service worker has loaded. Now and then Chromium loads the reloaded page without the worker in
 * control; MSW then reloads it once more itself (its rule for pages a hard reload took out of the
 * worker's hands). Playwright's `page.reload` reported that second navigation as an aborted one,
 * so the reload is asked of the page and the helper waits for a new, controlled, loaded page.
 */
async function reload(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    (window as Window & { __beforeReload?: boolean }).__beforeReload = true;
    setTimeout(() => window.location.reload(), 0);
  });
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              !(window as Window & { __beforeReload?: boolean }).__beforeReload &&
              document.readyState === 'complete' &&
              navigator.serviceWorker.controller !== null,
          )
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('reloading the demo again and again raises no uncaught error (the mock worker update included)', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page, '/');
  for (let i = 0; i < 20; i += 1) {
    // Each reload starts the app (its first call answered by the mock) without an uncaught error.
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/' && r.status() !== 404, { timeout: 15_000 });
    await reload(page);
    await me;
  }
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page loaded without the mock worker in control sends no call to the static host (it waits for MSW to reload it)', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const missed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && !response.fromServiceWorker()) missed.push(response.url());
  });
  // A hard reload (as Shift+Reload makes it) loads the page outside the worker's control.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect
    .poll(() => page.evaluate(() => document.readyState === 'complete' && navigator.serviceWorker.controller !== null).catch(() => false), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  expect(missed).toEqual([]);
});
