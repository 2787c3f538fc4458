import { expect, test } from './support/test';
import { openApp, visitorLoginCode } from './support/app';
import { apiSearch, criteriaBar, decodedSearch, firstKeyword, openSubcategory, resultsSettled, revealInFilterColumn, shownTotal } from './search-support';

test('include a keyword from the filter panel, then exclude another through the advanced filters', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  const all = await shownTotal(page);

  // Include: click a keyword in a subcategory popup.
  const energy = await openSubcategory(page, 'Energy');
  const included = await firstKeyword(energy);
  await energy.getByRole('menuitemcheckbox', { name: included, exact: true }).click();
  await expect(page).toHaveURL(/keywords_include=/);
  expect(decodedSearch(page)).toBe(`?keywords_include=${included}&type=tracks`);
  await expect(criteriaBar(page).getByText(included, { exact: true })).toBeVisible();
  const withIncluded = await shownTotal(page);
  const api = await apiSearch(page, 'tracks', new URL(page.url()).search.slice(1));
  expect(withIncluded).toBe(api.total_count);
  expect(withIncluded).toBeLessThan(all);

  // Exclude: advanced filters, EXCLUDE mode, a keyword of another category, SHOW n RESULTS.
  const advanced = page.getByRole('button', { name: 'ADVANCED FILTERS' });
  await revealInFilterColumn(advanced);
  await advanced.click();
  const dialog = page.getByRole('dialog', { name: 'Advanced filters' });
  await dialog.getByRole('button', { name: 'EXCLUDE' }).click();
  const dark = dialog.getByRole('region', { name: 'Dark' });
  const excluded = ((await dark.locator('button[aria-pressed]').first().textContent()) ?? '').trim();
  await dark.getByRole('button', { name: excluded, exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Selected criteria' })).toContainText(`NOT: ${excluded}`);
  const action = dialog.getByRole('button', { name: /^SHOW \d+ RESULTS?$/ });
  await expect(action).toBeVisible();
  const promised = Number(((await action.textContent()) ?? '').replace(/[^\d]/g, ''));
  await action.click();
  await expect(dialog).toBeHidden();
  expect(decodedSearch(page)).toBe(`?keywords_include=${included}&keywords_exclude=${excluded}&type=tracks`);
  await expect(criteriaBar(page).getByText(`NOT: ${excluded}`)).toBeVisible();
  expect(await shownTotal(page)).toBe(promised);

  // Toggling the included keyword again removes it.
  const energyAgain = await openSubcategory(page, /^Energy/);
  await energyAgain.getByRole('menuitemcheckbox', { name: included, exact: true }).click();
  await expect(page).not.toHaveURL(/keywords_include=/);
  await expect(criteriaBar(page).getByText(included, { exact: true })).toBeHidden();
});

test('a keyword shows as included in the frame after the click, without a fade', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  const energy = await openSubcategory(page, 'Energy');
  const keyword = energy.getByRole('menuitemcheckbox', { name: await firstKeyword(energy), exact: true });
  // The click's update is rendered before `click()` returns; any transition it started is running.
  const fading = await keyword.evaluate((button: HTMLElement) => {
    button.click();
    return button.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty);
  });
  expect(fading).toEqual([]);
  await expect(keyword).toHaveAttribute('aria-checked', 'true');
});

test('include and exclude through the URL; unknown keywords are listed as unmatched', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const popup = await openSubcategory(page, 'Energy');
  const [a, b] = [await firstKeyword(popup, 0), await firstKeyword(popup, 1)];

  const query = new URLSearchParams({ keywords_include: a, keywords_exclude: b, type: 'tracks' }).toString();
  await openApp(page, `/search?${query}`);
  await expect(criteriaBar(page).getByText(a, { exact: true })).toBeVisible();
  await expect(criteriaBar(page).getByText(`NOT: ${b}`)).toBeVisible();
  const api = await apiSearch(page, 'tracks', query);
  expect(await shownTotal(page)).toBe(api.total_count);

  await openApp(page, '/search?type=tracks&keywords_include=Bagpipe%20Metal&page=abc&junk=1');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  const chip = criteriaBar(page).getByRole('listitem').filter({ hasText: 'Bagpipe Metal' });
  await expect(chip).toHaveAttribute('data-unmatched', 'true');
  await expect(chip.getByText('NO MATCH')).toBeVisible();
});

test('CLEAR ALL resets every criterion but keeps the type', async ({ page }) => {
  await openApp(page, '/search?type=tracks&query=night&bpm=90-130&key=Am&keywords_exclude=Calm&sortby=title&page=2');
  await expect(criteriaBar(page).getByText('BPM: 90-130')).toBeVisible();
  await criteriaBar(page).getByRole('button', { name: 'CLEAR ALL' }).click();
  await expect(page).toHaveURL(/\/search\?type=tracks$/);
  await expect(criteriaBar(page).getByText('None selected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'TRACKS' })).toHaveAttribute('aria-pressed', 'true');
});

test('a keyword toggle asks for its results and nothing else of the page', async ({ page }) => {
  // A visitor's login popups are fetched once the page has painted and the browser is idle
  // (app-layout): on a busy machine that came during the toggle, so the toggle is measured after it.
  const loginCode = visitorLoginCode(page);
  await openApp(page, '/search?type=tracks');
  await resultsSettled(page);
  // Those modules and every file they import are in (the page's module map holds them once).
  const chunks = (await loginCode).map((response) => response.url());
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), chunks);
  const energy = await openSubcategory(page, 'Energy');
  const keyword = await firstKeyword(energy);
  // Pictures of the new result rows (artwork, waveforms, and the demo mock's baked waveform levels
  // behind them) follow them, and so does the footer's newsletter form when the shorter list brings
  // the footer near the window (its code is asked for then); everything else must not.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const picture = pathname.startsWith('/mock-media/') || pathname.startsWith('/assets/mock-waveforms/');
    if (!picture && !pathname.startsWith('/assets/newsletter-')) asked.push(`${request.method()} ${pathname}${search}`);
  });
  await energy.getByRole('menuitemcheckbox', { name: keyword, exact: true }).click();
  await resultsSettled(page);
  // The browser asked for a file icon again after every in-page navigation (in the demo, through
  // the mock backend on the page's own thread, while the toggle waited for its results).
  await page.waitForTimeout(300);
  expect(asked).toEqual([`GET /api/music/tracks/?${new URLSearchParams({ keywords_include: keyword, type: 'tracks' })}`]);
});

test("the page's icon is an inline PNG, which costs the page nothing when asked for again", async ({ page }) => {
  // The browser asks for the icon again after every in-page navigation (each keyword toggle). A
  // file would be a request; an SVG, even inline, is a whole document the page's thread builds
  // each time (3-5 ms of every toggle); an inline PNG is neither.
  await openApp(page, '/search?type=tracks');
  const icons = page.locator('link[rel~="icon"]');
  await expect(icons).toHaveCount(1);
  expect(await icons.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
});
