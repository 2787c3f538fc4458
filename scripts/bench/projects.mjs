// Chromium measurements of projects for `npm run bench -- projects` (figures only, no asserts).

const sidebar = (page) => page.getByRole('complementary', { name: 'My account sidebar' });

async function openSidebarProjects(ctx) {
  const tab = ctx.page.getByRole('button', { name: /open sidebar|close sidebar/ });
  if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  await sidebar(ctx.page).getByPlaceholder('Search by Track or Project...').waitFor({ timeout: 20_000 });
}

/** Track ids of the catalogue, page by page. */
async function trackIds(page, count) {
  return page.evaluate(async (wanted) => {
    const ids = [];
    for (let p = 1; ids.length < wanted && p < 40; p += 1) {
      const response = await fetch(`/api/music/tracks/?page=${p}&pagesize=48`, { credentials: 'include' });
      if (!response.ok) break;
      const body = await response.json();
      if (!body.results?.length) break;
      ids.push(...body.results.map((t) => t.id));
    }
    return ids.slice(0, wanted);
  }, count);
}

async function createProject(page, title, ids) {
  return page.evaluate(
    async ({ title, ids }) => {
      const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/users/me/projects/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ title, description: '', item_data: ids.map((id, i) => ({ id, type: 'track', position: i + 1 })) }),
      });
      return (await response.json()).uuid;
    },
    { title, ids },
  );
}

/** Drop a track from the search results into the open project: ms from the drop to its row painted. */
export async function measureDropToRow(ctx) {
  const { page } = ctx;
  await ctx.open('/');
  await ctx.signIn('listener@example.com');
  const uuid = await createProject(page, 'Bench drops', []);
  await ctx.open('/search?type=tracks');
  await page.locator('#main-content .track-list__item').first().waitFor({ timeout: 20_000 });
  await openSidebarProjects(ctx);
  await sidebar(page).getByRole('button', { name: /Bench drops/ }).first().click();
  const zone = page.getByTestId('project-drop-zone');
  await zone.waitFor();
  const rows = page.locator('#main-content .track-list__item .draggable-track');
  const n = Math.min(20, (await rows.count()) - 1);
  const values = await ctx.sample(n, async (i) => {
    const title = (await rows.nth(i).getByRole('heading').first().innerText()).trim();
    await page.evaluate((wanted) => {
      window.__benchDrop = new Promise((resolve) => {
        let start = null;
        window.addEventListener('drop', (event) => { start = event.timeStamp; }, { capture: true, once: true });
        const check = () => {
          const found = [...document.querySelectorAll('[data-testid="project-drop-zone"] .project-item-row__title')].some((el) => el.textContent?.includes(wanted));
          if (start === null || !found) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => resolve(Number.NaN), 10_000);
      });
    }, title);
    await rows.nth(i).dragTo(zone);
    return page.evaluate(() => window.__benchDrop);
  }, { warmup: 2 });
  ctx.report.timing('drop a track on a project → row visible', values, 100);
  void uuid;
}

/** A 500-item project opens in the sidebar; then one reorder drag: frames and set-items calls. */
export async function measureBigProject(ctx) {
  const { page } = ctx;
  await ctx.open('/');
  await ctx.signIn('listener@example.com');
  const ids = await trackIds(page, 500);
  await createProject(page, 'Bench 500', ids);
  const values = await ctx.sample(5, async () => {
    await ctx.open('/search?type=tracks');
    await openSidebarProjects(ctx);
    const entry = sidebar(page).getByRole('button', { name: /Bench 500/ }).first();
    await entry.waitFor();
    return ctx.timeToPaint(
      () => entry.click(),
      // Windowed: the rows in view are painted and the list knows all 500.
      () => document.querySelectorAll('[data-testid="project-drop-zone"] [data-item-index][aria-setsize="500"]').length >= 8,
    );
  }, { warmup: 1 });
  ctx.report.timing(`a ${ids.length}-item project opens in the sidebar`, values, 300);
  const rendered = await page.locator('[data-testid="project-drop-zone"] [data-item-index]').count();
  ctx.report.value('rows in the DOM (windowed) / items', `${rendered} / ${ids.length}`);

  const saves = [];
  page.on('request', (request) => {
    if (request.url().includes('/set-items/')) saves.push(request.url());
  });
  const rows = page.locator('[data-testid="project-drop-zone"] .project-item-row');
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__frames.length < 2000 && !window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Playwright's dragTo drives the browser's native drag and drop (raw mouse moves do not start one).
  await rows.nth(0).dragTo(rows.nth(12), { targetPosition: { x: 60, y: 40 } });
  await page.waitForTimeout(800);
  const frames = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const dropped = gaps.reduce((total, gap) => total + Math.max(0, Math.round(gap / (1000 / 60)) - 1), 0);
  const worst = gaps.length ? Math.max(...gaps) : Number.NaN;
  ctx.report.value('reorder drag: frames / dropped frames / worst frame', `${gaps.length} / ${dropped} / ${worst.toFixed(1)} ms`);
  ctx.report.value('reorder drag: set-items calls', String(saves.length));
}
