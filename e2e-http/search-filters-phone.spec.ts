import { expect, test, type Page } from '../e2e/support/test';
import { openApp } from './support';

// A phone: the filter panel hides behind SHOW FILTERS, and its code and vocabulary wait for it.
// `isMobile` lays the page out as a phone does: 980 px wide until the page's viewport meta says
// otherwise, so anything that reads the width before that meta sees a desktop.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The panel's own chunk (the code it shares with other parts is in shared chunks, named by hash).
const FILTER_CODE = /\/assets\/filter-panel-[^/]+\.js$/;
const VOCABULARY = /\/api\/music\/(keywords\/categories|instruments\/categories|composers)\/$/;

function recordRequests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

const trackRows = (page: Page) => page.getByRole('main').getByRole('grid', { name: 'Search results' }).getByRole('article');

test('the filter panel and its vocabulary load when SHOW FILTERS is first pressed, not before', async ({ page }) => {
  const code = recordRequests(page, FILTER_CODE);
  const vocabulary = recordRequests(page, VOCABULARY);
  await openApp(page, '/search?type=tracks');
  await expect(trackRows(page).first()).toBeVisible({ timeout: 15_000 });
  expect(code).toEqual([]);
  expect(vocabulary).toEqual([]);

  await page.getByRole('button', { name: 'SHOW FILTERS' }).click();
  const keywords = page.getByRole('region', { name: 'Keywords' });
  await expect(keywords).toBeVisible();
  expect(vocabulary).toHaveLength(3);
  expect(code.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'HIDE FILTERS' }).click();
  await expect(keywords).toBeHidden();
  await page.getByRole('button', { name: 'SHOW FILTERS' }).click();
  await expect(keywords).toBeVisible();
  expect(vocabulary).toHaveLength(3);
});

test('filter code that cannot be downloaded is said, with RELOAD, and the results stay', async ({ page }) => {
  await page.route(FILTER_CODE, (route) => route.abort('internetdisconnected'));
  await openApp(page, '/search?type=tracks');
  await expect(trackRows(page).first()).toBeVisible({ timeout: 15_000 });
  // Every row of the result set is in (the first rows are drawn first, the rest right after).
  await expect(page.locator('.search-results[data-complete="true"]')).toBeVisible();
  const rows = await trackRows(page).count();

  await page.getByRole('button', { name: 'SHOW FILTERS' }).click();
  await expect(page.getByText('The filters could not be loaded. Check your connection and reload the page.')).toBeVisible();
  expect(await trackRows(page).count()).toBe(rows);

  await page.unroute(FILTER_CODE);
  await page.getByRole('button', { name: 'RELOAD' }).click();
  await expect(trackRows(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'SHOW FILTERS' }).click();
  await expect(page.getByRole('region', { name: 'Keywords' })).toBeVisible();
});
