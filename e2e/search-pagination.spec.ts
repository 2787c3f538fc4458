import { expect, test } from './support/test';
import { openApp } from './support/app';
import { apiSearch, resultsSettled, resultTitles, topsAfterJump } from './search-support';

test('pages of 48 with numbered, previous and next links', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const first = await resultTitles(page);
  expect(first).toHaveLength(48);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?page=2&type=tracks$/);
  const second = await resultTitles(page);
  const api = await apiSearch<{ total_count: number; results: { title: string; display_title: string }[] }>(
    page,
    'tracks',
    'page=2&type=tracks',
  );
  expect(second).toEqual(api.results.map((t) => t.display_title || t.title));
  expect(second).not.toEqual(first);
  await expect(nav.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'NEXT ›' }).click();
  await expect(page).toHaveURL(/page=3/);
  await nav.getByRole('link', { name: '‹ PREV' }).click();
  await expect(page).toHaveURL(/page=2/);

  // The last page holds the remainder.
  const total = api.total_count;
  const last = Math.ceil(total / 48);
  await nav.getByRole('link', { name: `Page ${last}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}`));
  expect(await resultTitles(page)).toHaveLength(total - (last - 1) * 48);
  await expect(nav.getByText('NEXT ›')).toHaveAttribute('aria-disabled', 'true');
});

// Rows off screen skip layout until reached; revealed late, their true heights (credits wrap on a
// tablet) pushed the pagination down a frame after a jump to the end, under the user's pointer.
test('after a jump to the end of the results, the pagination stays where it appeared', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 720 });
  await openApp(page, '/search?page=2&type=tracks');
  await resultsSettled(page);
  const tops = await topsAfterJump(page, { watched: 'NEXT ›', to: 'end' });
  expect(new Set(tops).size, `NEXT's top frame by frame: ${tops.join(', ')}`).toBe(1);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'NEXT ›' }).click();
  await expect(page).toHaveURL(/page=3/);
});

// The same jump made the moment a new page's rows are all there, before any of them has been sized
// in idle time (End pressed at once, or a busy phone with no idle time yet): the rows it reveals
// were still at their estimated height and took their true one a frame later, moving the pagination
// under the pointer (a click on "Page 13" landed on the list instead).
test('a jump to the end as soon as a new page of results is whole leaves the pagination where it appeared', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 720 });
  await openApp(page, '/search?page=2&type=tracks');
  await resultsSettled(page);
  // Jumped in the commit that completes page 3's rows, before the frame that follows it.
  const tops = await topsAfterJump(page, { watched: 'NEXT ›', to: 'end', nextSearch: 'page=3&type=tracks' });
  // The rows above it are still sized in idle time meanwhile: the browser's scroll anchoring keeps
  // what is on screen in place, to a pixel's rounding.
  expect(Math.max(...tops) - Math.min(...tops), `NEXT's top frame by frame: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
});
