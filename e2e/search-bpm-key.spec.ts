import { expect, test } from './support/test';
import { openApp } from './support/app';
import { apiSearch, criteriaBar, openSubcategory, resultsSettled, shownTotal } from './search-support';

test('BPM range from "Specify BPM": SEARCH disabled while empty, then the bpm filter', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const tempo = await openSubcategory(page, 'Tempo');
  await tempo.getByRole('menuitem', { name: 'Specify BPM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Specify BPM' });
  await expect(dialog.getByText(/use a hyphen \(for example 110-120\)/)).toBeVisible();
  const search = dialog.getByRole('button', { name: 'SEARCH' });
  await expect(search).toBeDisabled();
  await dialog.getByLabel('BPM').fill('100 - 120');
  await search.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?bpm=100-120&type=tracks$/);
  await expect(criteriaBar(page).getByText('BPM: 100-120')).toBeVisible();
  const api = await apiSearch<{ total_count: number; results: { bpm: number[] }[] }>(page, 'tracks', 'bpm=100-120&type=tracks');
  expect(api.total_count).toBeGreaterThan(0);
  for (const track of api.results) expect(track.bpm.some((b) => b >= 100 && b <= 120)).toBe(true);
  expect(await shownTotal(page)).toBe(api.total_count);
});

test('keys from "Specify Key" are normalised: runs of spaces and commas become one comma', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const key = await openSubcategory(page, 'Key');
  await key.getByRole('menuitem', { name: 'Specify Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Specify key' });
  await expect(dialog.getByRole('button', { name: 'SEARCH' })).toBeDisabled();
  await dialog.getByLabel('Key', { exact: true }).fill('Dm,  Am ,,C');
  await dialog.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page).toHaveURL(/\/search\?key=Dm,Am,C&type=tracks$/);
  await expect(criteriaBar(page).getByText('KEY: Dm,Am,C')).toBeVisible();
  await resultsSettled(page);
});

test('the BPM dialog can be followed by the advanced filters, which apply it as a tracks search', async ({ page }) => {
  await openApp(page, '/search');
  const tempo = await openSubcategory(page, 'Tempo');
  await tempo.getByRole('menuitem', { name: 'Specify BPM' }).click();
  const bpm = page.getByRole('dialog', { name: 'Specify BPM' });
  await bpm.getByLabel('BPM').fill('128');
  await bpm.getByRole('button', { name: 'ADVANCED FILTERS' }).click();

  const advanced = page.getByRole('dialog', { name: 'Advanced filters' });
  await expect(advanced.getByRole('list', { name: 'Selected criteria' })).toContainText('BPM: 128');
  const action = advanced.getByRole('button', { name: /^(SHOW \d+ RESULTS?|NO TRACKS FOUND)$/ });
  await expect(action).toBeVisible();
  if ((await action.textContent())?.startsWith('NO TRACKS')) {
    await expect(action).toBeDisabled();
    return;
  }
  await action.click();
  await expect(page).toHaveURL(/\/search\?bpm=128&type=tracks$/);
  await expect(criteriaBar(page).getByText('BPM: 128')).toBeVisible();
});
