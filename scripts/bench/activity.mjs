// Chromium measurements of MY ACTIVITY for `npm run bench -- activity` (owned by the requests
// helper; the harness in ../lib/chromium-bench.mjs does browser, server and output).

const TARGET_ITEMS = 1000;
const PAGE = 20;

/** Brings the signed-in user's activity up to `total` items by sharing tracks through the mock API. */
async function seedShares(page, total) {
  return page.evaluate(
    async ({ total }) => {
      const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const count = (await (await fetch('/api/users/me/activity/?limit=1', { credentials: 'include' })).json()).count;
      const share = (id) =>
        fetch('/api/users/me/actions/share/', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
          body: JSON.stringify({ type: 'track', id, email: null }),
        });
      for (let i = count; i < total; i += 25) {
        await Promise.all(Array.from({ length: Math.min(25, total - i) }, (_, j) => share(((i + j) % 400) + 1)));
      }
      return (await (await fetch('/api/users/me/activity/?limit=1', { credentials: 'include' })).json()).count;
    },
    { total },
  );
}

/** Opens the sidebar on MY ACTIVITY. */
async function openActivity(page) {
  await page.getByRole('button', { name: /open sidebar$/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'My account sidebar' });
  const back = sidebar.getByRole('button', { name: 'BACK' });
  if (await back.isVisible()) await back.click();
  await sidebar.getByRole('button', { name: 'MY ACTIVITY' }).click();
  await sidebar.getByRole('list', { name: 'Activity' }).waitFor({ timeout: 20_000 });
}

/**
 * Watches the activity list: every time rows are appended, the ms from the page's response
 * arriving (resource timing `responseEnd`) to the frame after the rows were added.
 */
const WATCH_APPENDS = () => {
  const list = document.querySelector('ul[aria-label="Activity"]');
  const total = () => Number(list.querySelector('li')?.getAttribute('aria-setsize') ?? 0);
  performance.setResourceTimingBufferSize(100_000);
  performance.clearResourceTimings();
  window.__appends = [];
  let rows = total();
  const observer = new MutationObserver(() => {
    if (total() === rows) return;
    const offset = rows;
    rows = total();
    requestAnimationFrame(() =>
      setTimeout(() => {
        const painted = performance.now();
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/users/me/activity/') && new URL(e.name).searchParams.get('offset') === String(offset))
          .at(-1);
        window.__appends.push(entry ? painted - entry.responseEnd : Number.NaN);
      }, 0),
    );
  });
  observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-setsize'] });
};

const LIST_TOTAL = () => Number(document.querySelector('ul[aria-label="Activity"] > li')?.getAttribute('aria-setsize') ?? 0);

/** Scrolls the sidebar to its end again and again until every item is on the list. */
async function scrollToEnd(page, total) {
  const scroller = page.locator('.user-sidebar__content');
  for (let guard = 0; guard < total / PAGE + 10; guard += 1) {
    const rows = await page.evaluate(LIST_TOTAL);
    if (rows >= total) return rows;
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForFunction(`(${LIST_TOTAL})() > ${rows}`, null, { timeout: 10_000 }).catch(() => null);
  }
  return page.evaluate(LIST_TOTAL);
}

/** Scrolls the whole list top to bottom, 60 px a frame, and returns the frame intervals (ms). */
async function scrollFrames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const el = document.querySelector('.user-sidebar__content');
        el.scrollTo(0, 0);
        const frames = [];
        let last = performance.now();
        const step = (now) => {
          frames.push(now - last);
          last = now;
          el.scrollTop += 60;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) resolve(frames.slice(1));
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * MY ACTIVITY with 1,000 items: each page of 20 appended (target ≤ 50 ms from the answer to the
 * painted rows), then the list scrolled top to bottom: the list is windowed, so the DOM stays
 * bounded (rows rendered are printed) and the frame times are printed too.
 *
 * @param {import('../lib/chromium-bench.mjs').BenchContext} ctx
 */
export async function measureActivityList(ctx) {
  const { page } = ctx;
  await ctx.open('/');
  await ctx.signIn('listener@example.com');
  const started = Date.now();
  const total = await seedShares(page, TARGET_ITEMS);
  ctx.report.value('activity items seeded (shares through the mock)', `${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await openActivity(page);
  await page.evaluate(WATCH_APPENDS);
  const rows = await scrollToEnd(page, total);
  const appends = await page.evaluate(() => window.__appends);
  ctx.report.timing(`page of ${PAGE} appended (answer → painted), ${appends.length} pages`, appends, '≤ 50 ms');
  ctx.report.value('rows on the list after scrolling to the end', String(rows));
  const rendered = await page.evaluate(() => document.querySelectorAll('ul[aria-label="Activity"] > li').length);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  ctx.report.value('rows in the DOM (windowed) / DOM elements on the page', `${rendered} / ${elements}`);
  const frames = await scrollFrames(page);
  const renderedAfter = await page.evaluate(() => document.querySelectorAll('ul[aria-label="Activity"] > li').length);
  ctx.report.value('rows in the DOM at the end of the scroll', String(renderedAfter));
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
  const slow = frames.filter((f) => f > 1000 / 50).length;
  ctx.report.value(
    'scroll top → bottom (60 px/frame)',
    `${frames.length} frames, mean ${mean.toFixed(1)} ms (${(1000 / mean).toFixed(0)} fps), p95 ${p95.toFixed(1)} ms, ${slow} frames > 20 ms  (target 60 fps)`,
  );
}
