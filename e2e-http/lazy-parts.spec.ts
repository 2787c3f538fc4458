import { expect, test, type Page } from '../e2e/support/test';
import { loginForm, openApp, popup, visitorLoginCode } from './support';

// A chunk can fail to download (offline, or a deploy replaced it while the page was open): the
// part it holds must fail on its own, never turn the page into the route's error page.

const BROKEN_TITLE = 'Broken Audio File (Demo)';

/** Resolves once the browser has reported the failed download of the chunk matching `file`. */
function chunkFailure(page: Page, file: string): Promise<unknown> {
  return page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(`/assets/${file}`));
}

test('a player bar whose code cannot be downloaded leaves the page as it is (no error page)', async ({ page }) => {
  await page.route(/\/assets\/player-bar-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await openApp(page, '/search?type=tracks');
  const row = page.getByRole('article').filter({ hasNotText: BROKEN_TITLE }).first();
  const title = (await row.getByRole('heading').first().innerText()).trim();
  // Once the failed download has reached the page (the error is logged), the page is what is left.
  const failure = chunkFailure(page, 'player-bar-');
  await row.getByRole('button', { name: /^Play / }).first().click();
  await failure;
  await expect(page.getByRole('heading', { name: 'Browse Music', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Audio player' })).toHaveCount(0);
});

test('a newsletter form whose code cannot be downloaded leaves the page as it is, its room in the footer empty', async ({ page }) => {
  await page.route(/\/assets\/newsletter-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  // The form is asked for once the page has painted and the footer nears the window: the failure
  // comes after the page is up, as the person scrolls down.
  const failure = chunkFailure(page, 'newsletter-');
  await openApp(page, '/search?type=tracks');
  // Once every result row is on the page (they push the footer down as they come), as a person
  // scrolls to the end.
  await expect(page.locator('.search-results[data-complete="true"]')).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await failure;
  await expect(page.getByRole('heading', { name: 'Browse Music', level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a popup layer whose code cannot be downloaded says so where the popup would be, offers RELOAD and closes', async ({ page }) => {
  await page.route(/\/assets\/popup-layer-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  // The layer's code is fetched once the page has painted: the failure can come before the click.
  const failure = chunkFailure(page, 'popup-layer-');
  await openApp(page, '/search?type=tracks');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await failure;
  const notice = page.getByRole('alert').filter({ hasText: 'This dialog could not be loaded.' });
  await expect(notice).toHaveText(/Check your connection and reload the page\./);
  await expect(notice.getByRole('button', { name: 'RELOAD' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse Music', level: 1 })).toBeVisible();
  // Closed, and asked for again: the same notice (only a new page asks for the code again).
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await expect(notice).toBeVisible();
});

test('a popup layer whose code is slow to download shows a spinner, then the popup', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/popup-layer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openApp(page, '/search?type=tracks');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const pending = page.getByRole('status', { name: 'Opening the dialog' });
  await expect(pending).toBeVisible();
  // Faded in once the code has taken 400 ms, not at once (fast opens never flash it).
  await expect.poll(() => pending.evaluate((spinner) => Number(getComputedStyle(spinner.parentElement!).opacity))).toBe(1);
  release();
  await expect(page.getByRole('dialog', { name: 'Log in or register' })).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('a login form whose code never arrives says the dialog could not be loaded, instead of loading for ever', async ({ page }) => {
  // A download that stalls (asked for, never answered, never failed), as on a dropped connection.
  await page.route(/\/assets\/register-login-popup-[^/]+\.js$/, () => new Promise<void>(() => {}));
  await page.clock.install();
  await openApp(page, '/search?type=tracks');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  await expect(dialog.getByRole('status')).toBeVisible();
  // Fifteen seconds on, the person is told; before, "Loading form" stayed for as long as they waited.
  await page.clock.runFor(15_000);
  await expect(dialog.getByRole('alert')).toHaveText('This dialog could not be loaded. Please check your connection and try again.');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Browse Music', level: 1 })).toBeVisible();
});

test("a visitor's login form is downloaded once the page has painted, so it opens without waiting for code", async ({ page }) => {
  // Both bodies the header's button can lead to: the login-or-register choice and the login form.
  // Waiting for their answers, not for "networkidle": that state is reached once per page, often in
  // the quiet before the idle-time prefetch, and is then reported at once however busy the network is.
  const loginCode = visitorLoginCode(page);
  await openApp(page, '/');
  // Downloaded before anyone clicks.
  await loginCode;
  const scriptsAfterClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAfterClick.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await expect(loginForm(popup(page)).getByLabel('Email*')).toBeVisible();
  expect(scriptsAfterClick).toEqual([]);
});
