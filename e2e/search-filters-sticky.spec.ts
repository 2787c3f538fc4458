import { expect, test, type Locator } from './support/test';
import { openApp } from './support/app';
import { resultsSettled, topsAfterJump } from './search-support';

const top = async (locator: Locator) => (await locator.boundingBox())!.y;
const bottom = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

test('the filter panel stays below the sticky header while the results scroll, and never runs over the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  const heading = page.getByText('FILTER BY:');
  const headerBottom = async () => (await page.locator('.site-header').boundingBox())!.height;

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(heading).toBeInViewport();
  expect(await top(heading)).toBeGreaterThanOrEqual(await headerBottom());

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerTop = await top(page.getByRole('contentinfo'));
  expect(await bottom(page.getByRole('button', { name: /advanced filters/i }))).toBeLessThanOrEqual(footerTop);
});

// Pinned by its top, a filter column taller than the window hid its last filters until the end of
// the results (ADVANCED FILTERS at 946 px in a 900 px window).
test('filters taller than the window: scrolling down shows their end, scrolling up their start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  const heading = page.getByText('FILTER BY:');
  const advanced = page.getByRole('button', { name: /advanced filters/i });
  expect(await bottom(advanced), 'the filters are taller than this window').toBeGreaterThan(700);

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect.poll(() => bottom(advanced)).toBeLessThanOrEqual(700);
  await expect(advanced).toBeInViewport();

  await page.mouse.wheel(0, -600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(1000);
  await expect(heading).toBeInViewport();
  const headerBottom = (await page.locator('.site-header').boundingBox())!.height;
  await expect.poll(() => top(heading)).toBeGreaterThanOrEqual(headerBottom);
});

// Only the user's scrolling moves the column. Rows above the screen sized in idle time change the
// page's height, and the browser's scroll anchoring scrolls by as much to keep the screen in place:
// the column followed that scroll and crept a few pixels while nothing was scrolled by the user
// (674 → 677 px for ADVANCED FILTERS at the window's bottom edge).
test('rows sized above the screen leave the filter column where it is, as they leave the rest of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/search?page=2&type=tracks');
  await resultsSettled(page);
  // Page 3's rows are whole but not yet sized in idle time: the page is scrolled into them at once,
  // the column follows that scroll, and from then on nothing scrolls but the anchoring.
  const tops = await topsAfterJump(page, { watched: 'ADVANCED FILTERS', to: 3000, nextSearch: 'page=3&type=tracks' });
  expect(Math.max(...tops) - Math.min(...tops), `ADVANCED FILTERS' top while the rows were sized: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
});
