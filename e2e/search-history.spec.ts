import { expect, test } from './support/test';
import { openApp } from './support/app';
import { criteriaBar, firstKeyword, openSubcategory, resultTitles } from './search-support';

test('back and forward restore earlier searches', async ({ page }) => {
  await openApp(page, '/search');
  const albums = await resultTitles(page);

  await page.getByRole('button', { name: 'TRACKS' }).click();
  await expect(page).toHaveURL(/\/search\?type=tracks$/);
  const tracks = await resultTitles(page);

  const energy = await openSubcategory(page, 'Energy');
  const keyword = await firstKeyword(energy);
  await energy.getByRole('menuitemcheckbox', { name: keyword, exact: true }).click();
  await expect(criteriaBar(page).getByText(keyword, { exact: true })).toBeVisible();
  const filtered = await resultTitles(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
  await expect(page).toHaveURL(/sortby=title/);

  await page.goBack();
  await expect(page).not.toHaveURL(/sortby/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  expect(await resultTitles(page)).toEqual(filtered);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?type=tracks$/);
  await expect(criteriaBar(page).getByText('None selected.')).toBeVisible();
  expect(await resultTitles(page)).toEqual(tracks);

  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('button', { name: 'ALBUMS' })).toHaveAttribute('aria-pressed', 'true');
  expect(await resultTitles(page)).toEqual(albums);

  await page.goForward();
  await expect(page).toHaveURL(/\/search\?type=tracks$/);
  expect(await resultTitles(page)).toEqual(tracks);
});
