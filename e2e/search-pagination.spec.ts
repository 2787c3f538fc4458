import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { apiSearch, resultTitles } from './search-support';

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
