// Chromium measurements of projects for `npm run bench -- projects` (figures only, no asserts).

const sidebar = (page) => page.getByRole('complementary', { name: 'My account sidebar' });

async function openSidebarProjects(ctx) {
  const tab = ctx.page.getByRole('button', { name: /open sidebar|close sidebar/ });
  if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  await sidebar(ctx.page).getByPlaceholder('Search by Track or Project...').waitFor({ timeout: 20_000 });
}

/** The page has loaded: its results drawn, no call in flight, and the main thread idle. */
async function settled(page) {
  await page.locator('#main-content .track-list__item').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
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
  const values = await ctx.sample(10, async () => {
    await ctx.open('/search?type=tracks');
    await openSidebarProjects(ctx);
    const entry = sidebar(page).getByRole('button', { name: /Bench 500/ }).first();
    await entry.waitFor();
    // The target times the project's open, not the search page's: a person clicks a project once
    // the page they are on has loaded, so the click waits for its results, its calls and an idle main thread.
    await settled(page);
    return ctx.timeToPaint(
      () => entry.click(),
      // Windowed: the rows in view are painted and the grid knows all 500.
      () => document.querySelectorAll('[data-testid="project-drop-zone"] [role="grid"][aria-rowcount="500"] [data-item-index] [role="row"]').length >= 8,
    );
  }, { warmup: 1 });
  ctx.report.timing(`a ${ids.length}-item project opens in the sidebar (clicked once the page settled)`, values, 300);
  const rendered = await page.locator('[data-testid="project-drop-zone"] [data-item-index]').count();
  ctx.report.value('rows in the DOM (windowed) / items', `${rendered} / ${ids.length}`);

  const saves = [];
  page.on('request', (request) => {
    if (request.url().includes('/set-items/')) saves.push(request.url());
  });
  const rows = page.locator('[data-testid="project-drop-zone"] .project-item-row');
  const summary = (list) => {
    const gaps = list.slice(1).map((t, i) => t - list[i]);
    const dropped = gaps.reduce((total, gap) => total + Math.max(0, Math.round(gap / (1000 / 60)) - 1), 0);
    const worst = gaps.length ? Math.max(...gaps) : Number.NaN;
    return `${gaps.length} / ${dropped} / ${worst.toFixed(1)} ms`;
  };
  // Frames are stamped until 800 ms after the drop; the drop's time splits them into "during the
  // drag" and "after the drop" (the save and its optimistic update). `moveTo` is where the pointer
  // ends: 60 pointer moves get it there.
  const framesOfDrag = async (moveTo) => {
    await page.evaluate(() => {
      window.__frames = [];
      window.__dropAt = null;
      window.__stopFrames = false;
      window.addEventListener('drop', (event) => { window.__dropAt = event.timeStamp; }, { capture: true, once: true });
      const tick = (t) => {
        window.__frames.push(t);
        if (window.__frames.length < 4000 && !window.__stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const from = await rows.nth(0).boundingBox();
    const to = await moveTo(from);
    await page.mouse.move(from.x + 60, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + from.height / 2 + 8);
    await page.mouse.move(to.x, to.y, { steps: 60 });
    await page.mouse.up();
    await page.waitForTimeout(800);
    const { frames, dropAt } = await page.evaluate(() => {
      window.__stopFrames = true;
      return { frames: window.__frames, dropAt: window.__dropAt };
    });
    const cut = dropAt ?? Infinity;
    return { during: summary(frames.filter((t) => t <= cut)), after: summary(frames.filter((t) => t > cut)) };
  };
  // Calibration: the same drag kept inside the first row (nothing reorders, nothing is saved), so
  // the browser's own cost of a drag (the drag image, the first dragover) is seen on its own.
  const still = await framesOfDrag(async (from) => ({ x: from.x + 240, y: from.y + from.height / 2 + 10 }));
  ctx.report.value('drag that reorders nothing (calibration): frames / dropped / worst', still.during);
  // The reorder: row by row down to the 9th (the last one in view); the list reorders live on the way.
  const reorder = await framesOfDrag(async (from) => {
    const to = await rows.nth(8).boundingBox();
    return { x: from.x + 60, y: to.y + 40 };
  });
  ctx.report.value('reorder drag, during the drag: frames / dropped / worst', reorder.during);
  ctx.report.value('reorder drag, 800 ms after the drop: frames / dropped / worst', reorder.after);
  ctx.report.value('reorder drag: set-items calls', String(saves.length));
}
