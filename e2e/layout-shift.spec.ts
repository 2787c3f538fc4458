import { expect, test, type Page } from './support/test';
import { header, openApp } from './support/app';

// Loading states reserve the height of what they load: the layout-shift entries a route's load
// produces (PerformanceObserver, shifts without recent input) sum to at most 0.02, on a phone-sized
// and a desktop viewport.
const MAX_LAYOUT_SHIFT = 0.02;

const ROUTES: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  { path: '/', loaded: async (page) => expect(page.getByRole('heading', { name: /featured playlists/i })).toBeVisible() },
  { path: '/search?type=tracks', loaded: async (page) => expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible() },
  { path: '/album/3/true-crime-textures', loaded: async (page) => expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible() },
];

async function layoutShiftWhileLoading(page: Page, path: string, loaded: (page: Page) => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(header(page)).toBeVisible({ timeout: 15_000 });
  await loaded(page);
  // Late images and fonts settle within a moment of the content.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test.describe(`layout shift while a route loads (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of ROUTES) {
      test(`${route.path} shifts at most ${MAX_LAYOUT_SHIFT}`, async ({ page }) => {
        const shift = await layoutShiftWhileLoading(page, route.path, route.loaded);
        expect(shift, `layout shift sum on ${route.path}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        // Every image states its size (width and height) or has an aspect ratio, so none moves
        // content when it arrives, whatever the stylesheet does.
        const unsized = await page.evaluate(() =>
          [...document.images]
            .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')) && getComputedStyle(img).aspectRatio === 'auto')
            .map((img) => `${img.className} ${img.getAttribute('src')}`),
        );
        expect(unsized, `images without a size on ${route.path}`).toEqual([]);
      });
    }
  });
}

test.describe(() => {
  test.use({ persona: 'listener' });

  test('an open project that loads slowly shifts nothing: what follows it waits for its tracks', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openApp(page, '/');
    const uuid = await page.evaluate(async () => {
      const projects = (await (await fetch('/api/users/me/projects/', { credentials: 'include' })).json()) as { uuid: string; track_count: number }[];
      return projects.find((project) => project.track_count >= 5)!.uuid;
    });
    const shift = await layoutShiftWhileLoading(page, `/project/${uuid}?mock=slow:1500`, async (loaded) => {
      await expect(loaded.getByText('ALL PROJECTS:')).toBeVisible({ timeout: 15_000 });
      await expect(loaded.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    });
    await openApp(page, '/?mock=');
    expect(shift, 'layout shift sum on a slowly loading project').toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
});
