import { expect, test, type Page } from './support/test';
import { footer, openApp } from './support/app';

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

async function scrollToFooter(page: Page): Promise<number> {
  await footer(page).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

test('a page opened by its address starts at the top, whatever the last page was scrolled to', async ({ page }) => {
  await openApp(page, '/');
  await scrollToFooter(page);

  await openApp(page, '/search?type=tracks');
  await expect(page.getByRole('heading', { name: 'Browse Music' })).toBeVisible();
  // Held for a moment: a restored position is applied once the page has rendered.
  await page.waitForTimeout(500);
  expect(await scrollY(page)).toBe(0);
});

test('a reload and Back still return to where the page was scrolled', async ({ page }) => {
  await openApp(page, '/about');
  const aboutAt = await scrollToFooter(page);

  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(aboutAt);

  await footer(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(aboutAt);
});
