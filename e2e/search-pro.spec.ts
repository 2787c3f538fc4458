import { expect, test } from './support/test';
import { openApp, PERSONAS, signIn } from './support/app';
import { apiSearch, criteriaBar, filterPanel, openSubcategory, resultRows, resultsSettled } from './search-support';

test('the PRO (BMI-restricted) persona never sees a BMI track', async ({ page }) => {
  // A visitor can find BMI composers and their tracks.
  await openApp(page, '/search?type=tracks');
  let bmiComposer = '';
  for (const group of ['A-D', 'E-H', 'I-L', 'M-P', 'Q-T', 'U-Z']) {
    const trigger = filterPanel(page).getByRole('button', { name: group, exact: true });
    if ((await trigger.count()) === 0) continue;
    const popup = await openSubcategory(page, group);
    const names = await popup.getByRole('menuitemcheckbox').allTextContents();
    bmiComposer = names.map((n) => n.trim()).find((n) => n.endsWith('(BMI)')) ?? '';
    if (bmiComposer) break;
  }
  expect(bmiComposer).not.toBe('');
  const query = new URLSearchParams({ keywords_include: bmiComposer, type: 'tracks' }).toString();
  const visitor = await apiSearch(page, 'tracks', query);
  expect(visitor.total_count).toBeGreaterThan(0);

  await signIn(page, PERSONAS.pro);

  // The BMI composer's tracks are gone for this user, and the criterion is reported unmatched.
  await openApp(page, `/search?${query}`);
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(criteriaBar(page).getByRole('listitem').filter({ hasText: bmiComposer })).toHaveAttribute('data-unmatched', 'true');

  // No track on any page carries a BMI composer or publisher.
  const all = await apiSearch<{ total_count: number; results: { composers: { pro: string }[]; publishers: { pro: string }[] }[] }>(
    page,
    'tracks',
    'type=tracks&pagesize=500',
  );
  expect(all.total_count).toBeGreaterThan(0);
  for (const track of all.results) {
    expect([...track.composers, ...track.publishers].map((p) => p.pro)).not.toContain('BMI');
  }
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  await expect(resultRows(page).first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Search results' })).not.toContainText('(BMI)');
});
