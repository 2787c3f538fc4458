// Chromium measurements of the search area for `npm run bench` (owned by the search helper:
// fill in the body; the harness in ../lib/chromium-bench.mjs does browser, server and output).
import { NotMeasuredYet } from '../lib/chromium-bench.mjs';

/**
 * Time from toggling a keyword to the new results painted, on the default catalogue
 * (target p95 ≤ 100 ms). Suggested shape:
 *
 *   await ctx.open('/search?type=tracks');
 *   const samples = await ctx.sample(30, () =>
 *     ctx.timeToPaint(
 *       () => ctx.page.getByRole('button', { name: 'Dark' }).click(),
 *       () => document.querySelector('[data-results-for]')?.dataset.resultsFor === '…',
 *     ),
 *   );
 *   ctx.report.timing('search: keyword toggle → results painted', samples, 'p95 ≤ 100 ms');
 *
 * @param {import('../lib/chromium-bench.mjs').BenchContext} ctx
 */
export async function measureKeywordToggleToPaint(ctx) {
  void ctx;
  throw new NotMeasuredYet('search: keyword toggle → results painted');
}
