import { expect, test, type Page } from './support/test';
import { footer, header, openApp, PERSONAS, popup, signIn } from './support/app';

// Content reflows to a 320 CSS px wide window without scrolling sideways (WCAG 1.4.10 Reflow): the
// narrowest phones, and a 1280 px window zoomed to 400 %. Rows that scroll sideways on purpose (a
// carousel, the category chips) do so inside their own box, not the page.
const PAGES = ['/', '/search?type=tracks', '/search', '/album/3/true-crime-textures', '/about', '/contact'];

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the open popup's widest piece reaches past the popup's right edge, in px. */
const popupOverflow = (page: Page) =>
  popup(page).evaluate((dialog) => {
    const right = dialog.getBoundingClientRect().right;
    return Math.max(0, ...Array.from(dialog.querySelectorAll('*'), (el) => Math.round(el.getBoundingClientRect().right - right)));
  });

/** Each track action, and what its popup shows once it is ready (the download popup asks first). */
const TRACK_ACTIONS: [action: string, ready: RegExp][] = [
  ['Download', /^Choose a format:$/],
  ['Add to Project', /^add$/i],
  ['Share', /^send$/i],
  ['License', /^submit$/i],
  ['Request Stems', /^submit$/i],
  ['Customize', /^submit$/i],
];

test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(footer(page)).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await pageOverflow(page)).toBe(0);
    });
  }

  test('the search page\'s ALBUMS / PLAYLISTS / TRACKS tabs are whole', async ({ page }) => {
    await openApp(page, '/search?type=tracks');
    const tabs = page.getByRole('group', { name: 'Show' });
    const group = (await tabs.boundingBox())!;
    for (const name of ['ALBUMS', 'PLAYLISTS', 'TRACKS']) {
      const tab = (await tabs.getByRole('button', { name }).boundingBox())!;
      expect(tab.x, name).toBeGreaterThanOrEqual(group.x);
      expect(tab.x + tab.width, name).toBeLessThanOrEqual(group.x + group.width);
    }
  });

  test('the track actions\' popups fit the window', async ({ page }) => {
    await openApp(page, '/search?type=tracks');
    await header(page).getByRole('button', { name: /menu/i }).click();
    await signIn(page, PERSONAS.listener);
    for (const [action, ready] of TRACK_ACTIONS) {
      await page.getByRole('button', { name: /^More options for / }).first().click();
      await page.getByRole('menuitem', { name: action, exact: true }).click();
      await expect(popup(page).getByRole('button', { name: ready }).or(popup(page).getByText(ready))).toBeVisible();
      expect(await popupOverflow(page), action).toBe(0);
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
    }
  });
});
