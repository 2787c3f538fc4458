// Chromium measurements of the search area for `npm run bench` (owned by the search helper; the
// harness in ../lib/chromium-bench.mjs does browser, server and output).

/**
 * Done when the results on screen answer the URL's search: the search page marks its results
 * container with `data-results-for` (the query string the painted results were fetched for;
 * "pending" while stale), and every search change navigates, so the two meet once painted.
 */
const RESULTS_MATCH_URL = () => {
  const body = document.querySelector('[data-results-for]');
  return !!body && body.getAttribute('data-results-for') === location.search.slice(1);
};

/** Keyword buttons of every keyword subcategory, as [subcategory, keyword] names (real keywords only). */
async function keywordsToToggle(page, wanted) {
  const picks = [];
  const triggers = page.getByRole('region', { name: 'Keywords' }).getByRole('button');
  const count = await triggers.count();
  for (let i = 0; i < count && picks.length < wanted; i += 1) {
    const trigger = triggers.nth(i);
    const sub = (await trigger.textContent())?.trim() ?? '';
    await trigger.click();
    const popup = page.getByRole('dialog', { name: sub });
    const names = await popup.locator('button[aria-pressed]').allTextContents();
    for (const name of names) if (picks.length < wanted) picks.push([sub, name.trim()]);
    await trigger.click();
  }
  return picks;
}

async function measureOn(ctx, path, label, samples) {
  const { page } = ctx;
  await ctx.open(path);
  await page.waitForFunction(RESULTS_MATCH_URL, null, { timeout: 20_000 });
  const picks = await keywordsToToggle(page, samples + 3);
  const fresh = [];
  const cached = [];
  for (let i = 0; i < picks.length; i += 1) {
    const [sub, keyword] = picks[i];
    const trigger = page.getByRole('region', { name: 'Keywords' }).getByRole('button', { name: new RegExp(`^${sub.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    const button = page.getByRole('dialog', { name: sub }).getByRole('button', { name: keyword, exact: true });
    // Include (a search not seen before: a real call to the mock API), then exclude again (cached).
    const on = await ctx.timeToPaint(() => button.click(), RESULTS_MATCH_URL);
    const off = await ctx.timeToPaint(() => button.click(), RESULTS_MATCH_URL);
    if (i >= 3) {
      fresh.push(on);
      cached.push(off);
    }
  }
  ctx.report.timing(`${label}: keyword toggle → results painted`, fresh, 'p95 ≤ 100 ms');
  ctx.report.timing(`${label}: toggle back (cached) → painted`, cached);
}

/**
 * Time from toggling a keyword in the filter panel to the new results painted, on the default
 * catalogue (target p95 ≤ 100 ms): tracks (48 track rows) and albums (48 cards with matching tracks).
 *
 * @param {import('../lib/chromium-bench.mjs').BenchContext} ctx
 */
export async function measureKeywordToggleToPaint(ctx) {
  await measureOn(ctx, '/search?type=tracks', 'tracks', 30);
  await measureOn(ctx, '/search', 'albums', 20);
}
