import { expect, test, type Page } from './support/test';
import { openApp } from './support/app';
import { criteriaBar, resultsSettled } from './search-support';

/** A pasted link: 300 characters without a space to break at. */
const LONG_WORD = `https://example.com/${'a1b2c3d4e5'.repeat(28)}`.slice(0, 300);
const LONG_PHRASE = 'dark cinematic tension with pulsing synth bass and distant choir for a late night chase through the rain '.repeat(3).trim();

test.use({ viewport: { width: 375, height: 812 } });

async function search(page: Page, text: string) {
  const box = page.getByRole('main').getByRole('search');
  await box.getByRole('searchbox', { name: 'Search text' }).fill(text);
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/query=/);
  await resultsSettled(page).catch(() => undefined);
  await expect(criteriaBar(page)).toBeVisible();
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const [name, text] of [
  ['a 300-character text without spaces', LONG_WORD],
  ['a long phrase', LONG_PHRASE],
] as const) {
  test(`at 375 px, searching ${name} keeps the page 375 px wide`, async ({ page }) => {
    await openApp(page, '/search');
    await search(page, text);
    await page.screenshot({ path: `/tmp/tidy-narrow-${name.split(' ')[1]}.png`, fullPage: false });
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });
}
