import { expect, test, type Locator, type Page } from './support/test';
import { openApp, popup } from './support/app';
import { resultsSettled } from './search-support';

/**
 * Auditioning without a mouse: search, walk the result rows with J/K, play one with Enter, seek
 * with the arrows, add it to the last project used with A, and read the shortcuts with ?.
 */

const bar = (page: Page): Locator => page.getByRole('region', { name: 'Audio player' });
const results = (page: Page): Locator => page.getByRole('grid', { name: 'Search results' });
const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'My account sidebar' });

function seconds(text: string | null): number {
  return (text ?? '').trim().split(':').map(Number).reduce((total, part) => total * 60 + part, 0);
}

async function elapsed(page: Page): Promise<number> {
  return seconds(await bar(page).getByRole('timer', { name: 'Elapsed time' }).textContent());
}

/** The row that has focus: the current row of a track list. */
const focusedRow = (page: Page): Locator => page.locator('[role="row"]:focus');

test.describe(() => {
  test.use({ persona: 'listener' });

  test('the keyboard walk: J/K move through the results, Enter plays, → seeks, A adds to the last project used, ? lists the keys', async ({ page }) => {
    test.slow();
    await openApp(page, '/search?type=tracks');
    // The last project used: the one "Most Recent" puts first, which the Add to Project popup preselects.
    const lastProject = await page.evaluate(async () => {
      const response = await fetch('/api/users/me/projects/?ordering=-updated_at', { credentials: 'include' });
      return ((await response.json()) as { title: string }[])[0].title;
    });

    // Search from the keyboard: type, Enter, and Tab out of the search form if the focus is still in
    // one of its fields (the box is drawn anew for the new search, which leaves the focus on the page).
    await page.getByRole('searchbox', { name: 'Search text' }).focus();
    await page.keyboard.type('night');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/query=night/);
    await resultsSettled(page);
    const inField = () => page.evaluate(() => document.activeElement?.closest('input, select, textarea') != null);
    for (let presses = 0; presses < 3 && (await inField()); presses++) await page.keyboard.press('Tab');

    // J steps into the results at the first row; J and K walk them, the focus ring on the row.
    await page.keyboard.press('j');
    const rows = results(page).locator('[data-audition-row^="row:"]');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(rows.nth(1)).toBeFocused();
    await expect(focusedRow(page)).toHaveCount(1);
    expect(await focusedRow(page).evaluate((row) => getComputedStyle(row, '::after').borderTopStyle)).toBe('solid');
    const title = ((await rows.nth(1).getByRole('button', { name: /^Play / }).first().getAttribute('aria-label')) ?? '').replace(/^Play /, '');

    // Enter plays the row: the player shows it, and it plays.
    await page.keyboard.press('Enter');
    await expect(bar(page).getByText(title, { exact: true })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(rows.nth(1)).toBeFocused();

    // → jumps 5 s ahead (Shift+→ 30 s).
    await expect.poll(() => elapsed(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const before = await elapsed(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => elapsed(page)).toBeGreaterThanOrEqual(before + 5);
    const afterStep = await elapsed(page);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => elapsed(page)).toBeGreaterThanOrEqual(afterStep + 30);

    // A adds the row to the last project used, with the Add to Project popup's toast.
    await page.keyboard.press('a');
    await expect(page.getByText(`'${title}' added to project '${lastProject}'!`)).toBeVisible();
    await expect(rows.nth(1)).toBeFocused();

    // ? lists the shortcuts; Escape closes them and the row has the focus again.
    await page.keyboard.press('?');
    const shortcuts = popup(page);
    await expect(shortcuts).toHaveAccessibleName('Keyboard shortcuts');
    await expect(shortcuts.getByRole('heading', { name: 'KEYBOARD SHORTCUTS' })).toBeVisible();
    await expect(shortcuts.getByText('Add the row to the last project used')).toBeVisible();
    // Keys typed while it is open are its own: nothing moves behind it.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows.nth(1)).toBeFocused();

    // The project shows the track.
    await page.getByRole('button', { name: /open sidebar/ }).click();
    await sidebar(page).getByRole('button', { name: new RegExp(lastProject) }).first().click();
    await expect(sidebar(page).getByRole('grid', { name: `Tracks in ${lastProject}` }).getByRole('row', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) })).toBeVisible();
  });
});

test('a visitor pressing A is asked to log in, as from the item menu', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  await page.keyboard.press('j');
  await expect(results(page).locator('[data-audition-row="row:0"]')).toBeFocused();
  await page.keyboard.press('a');
  await expect(popup(page).getByText('LOGIN', { exact: true })).toBeVisible();
});
