import { expect, test } from './support/test';
import { openApp } from './support/app';
import { criteriaBar, resultTitles } from './search-support';

test('a shared URL reproduces the same results in another browser', async ({ page, browser }) => {
  await openApp(page, '/search?type=tracks');
  // Build a search through the UI: random order (stable for its key), a BPM range, page 2.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('random');
  await expect(page).toHaveURL(/random_key=/);
  await page.goto(`${page.url()}&bpm=80-140`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  const url = page.url();
  const mine = await resultTitles(page);
  expect(mine.length).toBeGreaterThan(0);

  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await openApp(theirs, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(criteriaBar(theirs).getByText('BPM: 80-140')).toBeVisible();
    expect(await resultTitles(theirs)).toEqual(mine);
    await expect(theirs.getByRole('combobox', { name: 'Sort by' })).toHaveValue('random');
  } finally {
    await other.close();
  }
});

test('the header "Browse Music" link returns to the last search', async ({ page }) => {
  await openApp(page, '/search?query=night&type=playlists');
  await resultTitles(page);
  await page.getByRole('banner').getByRole('link', { name: 'What We Do' }).click();
  await expect(page).toHaveURL(/\/what-we-do$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Music' })).toHaveAttribute(
    'href',
    '/search?query=night&type=playlists',
  );
});
