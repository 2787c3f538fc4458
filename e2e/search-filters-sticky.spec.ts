import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { resultsSettled } from './search-support';

test('the filter panel stays below the sticky header while the results scroll, and never runs over the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  const heading = page.getByText('FILTER BY:');
  const headerBottom = async () => (await page.locator('.site-header').boundingBox())!.height;

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
  const advanced = page.getByRole('button', { name: /advanced filters/i });
  const box = (await advanced.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(footerTop);
});
