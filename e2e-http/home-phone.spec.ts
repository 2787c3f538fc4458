import { expect, test } from '../e2e/support/test';
import { apiUrl } from './support';

// A phone's first screen is the hero: `isMobile` lays the page out as a phone does (viewport meta).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone, the home page's first paint waits for the hero alone: the sections under it ask for their data once it is on screen, and those screens below only as they near the window", async ({ page }) => {
  const near = ['/api/music/albums/featured?homepage=true', '/api/music/playlists/featured?homepage=true'].map(apiUrl);
  const far = ['/api/music/samplers/featured?homepage=true', '/api/music/as-heard-on-categories/'].map(apiUrl);
  const hero = apiUrl('/api/music/albums/splash_banner/');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Albums: All' }).getByRole('link').first()).toBeVisible();
  // Every read answered (the page's resource timings list a read once its answer is in): the
  // playlists' section is not waited for above, and on a busy machine comes later.
  const answered = (reads: string[]) => page.evaluate((names) => names.every((name) => performance.getEntriesByName(name).length > 0), reads);
  await expect.poll(() => answered([hero, ...near])).toBe(true);
  await page.waitForLoadState('networkidle');
  // The samplers and "As heard on" are more than a screen below the window: not asked for yet.
  for (const read of far) expect(urls.filter((url) => url === read), read).toEqual([]);
  await expect(page.getByRole('region', { name: 'Featured Samplers', exact: true }).getByRole('status')).toBeAttached();

  // Scrolled down, each asks as it nears the window, and is drawn.
  await page.getByRole('region', { name: 'Featured Samplers', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Featured Samplers: All' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'As Heard On' }).getByRole('button').first()).toBeVisible();
  await expect.poll(() => answered(far)).toBe(true);
  for (const read of [hero, ...near, ...far]) expect(urls.filter((url) => url === read), read).toHaveLength(1);

  const { firstContentfulPaint, parsed, starts } = await page.evaluate((reads) => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    starts: Object.fromEntries(reads.map((read) => [read, performance.getEntriesByName(read)[0]?.startTime ?? Number.NaN])),
  }), [hero, ...near]);
  // The hero's read was started by index.html; the others only once the first paint was on screen.
  expect(starts[hero]).toBeLessThan(parsed);
  for (const read of near) expect(starts[read], read).toBeGreaterThan(firstContentfulPaint);
});
