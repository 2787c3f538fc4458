import { expect, test } from './support/test';
import { openApp } from './support/app';

test('a visitor opens an album from the search results and sees its tracks', async ({ page }) => {
  await openApp(page, '/search');
  const results = page.getByRole('list', { name: 'Search results' });
  const card = results.getByRole('article').first();
  await expect(card).toBeVisible();
  const title = (await card.locator('.collection-card__title').textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/album\/\d+\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^\d+ tracks?$/)).toBeVisible();

  const tracks = page.getByRole('grid', { name: `Tracks of ${title}` });
  const rows = tracks.getByRole('article');
  await expect(rows.first()).toBeVisible();
  const count = Number((await page.getByText(/^\d+ tracks?$/).textContent())?.match(/\d+/)?.[0]);
  await expect(rows).toHaveCount(count);

  // Each row credits its composers and links its album back here.
  const first = rows.first();
  await expect(first.getByText(/^Composers?$/)).toBeVisible();
  await expect(first.getByRole('link', { name: title })).toHaveAttribute('href', new URL(page.url()).pathname);
  await expect(first.getByRole('button', { name: /^Play / })).toBeVisible();
});

test('an album row expands its versions with "Full" first', async ({ page }) => {
  await openApp(page, '/album/3/true-crime-textures');
  const row = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Versions \d+$/ }) }).first();
  await row.getByRole('button', { name: /^Versions \d+$/ }).click();
  const versions = row.getByRole('region', { name: /^Versions of / });
  await expect(versions.getByRole('row').first()).toContainText('Full');
});

test('a composer link on an album leads to that composer\'s tracks', async ({ page }) => {
  await openApp(page, '/album/3/true-crime-textures');
  const composer = page.getByRole('article').first().getByTestId('track-composers').getByRole('link').first();
  const name = (await composer.textContent())?.trim() ?? '';
  await composer.click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('tracks');
  expect(url.searchParams.get('keywords_include')).toMatch(new RegExp(`^${name} \\(\\w+\\)$`));
});

test('an unknown album shows the not-found view', async ({ page }) => {
  await openApp(page, '/album/987654/no-such-album');
  await expect(page.getByRole('heading', { name: "We couldn't find that album" })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Music' }).click();
  await expect(page).toHaveURL(/\/search$/);
});
