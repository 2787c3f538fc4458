import { expect, type Page, test } from './support/test';
import { openApp } from './support/app';

async function pickTrack(page: Page) {
  await openApp(page, '/album/3/true-crime-textures');
  const row = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Versions \d+$/ }) }).nth(1);
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-track-id');
  const title = (await row.getByRole('heading').first().textContent())?.trim() ?? '';
  return { row, id: Number(id), title };
}

test('"Go to track" opens the tracks search with the track highlighted and its versions open', async ({ page }) => {
  const { row, id, title } = await pickTrack(page);
  await row.getByRole('button', { name: /^More options for / }).click();
  await page.getByRole('menuitem', { name: 'Go to track' }).click();

  await expect(page).toHaveURL(new RegExp(`/search\\?type=tracks&show_tracks=${id}$`));
  const highlighted = page.locator(`article[data-track-id="${id}"][data-highlighted]`);
  await expect(highlighted).toBeVisible();
  await expect(highlighted.getByRole('heading').first()).toContainText(title);
  await expect(highlighted.getByText('Selected track')).toBeVisible();
  await expect(highlighted.getByRole('region', { name: /^Versions of / }).getByRole('row').first()).toContainText('Full');
  await expect(highlighted).toBeInViewport();
  // Only that track is marked.
  await expect(page.locator('article[data-highlighted]')).toHaveCount(1);
});

test('the "Go to track" link works when opened directly (a shared URL)', async ({ page }) => {
  const { id, title } = await pickTrack(page);
  await openApp(page, `/search?type=tracks&show_tracks=${id}`);
  const highlighted = page.locator(`article[data-track-id="${id}"][data-highlighted]`);
  await expect(highlighted).toBeVisible();
  await expect(highlighted.getByRole('heading').first()).toContainText(title);
  await expect(highlighted.getByRole('button', { name: /^Versions \d+$/ })).toHaveAttribute('aria-expanded', 'true');
});

test('"Find similar" lists tracks similar to the chosen one', async ({ page }) => {
  const { row, id } = await pickTrack(page);
  await row.getByRole('button', { name: /^More options for / }).click();
  await page.getByRole('menuitem', { name: 'Find similar' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?type=tracks&similar_to=${id}$`));
  await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
});
