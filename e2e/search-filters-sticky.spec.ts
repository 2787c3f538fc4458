import { expect, test, type Locator } from './support/test';
import { openApp } from './support/app';
import { resultsSettled } from './search-support';

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
