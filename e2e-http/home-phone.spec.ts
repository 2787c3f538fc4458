import { expect, test } from '../e2e/support/test';
import { apiUrl } from './support';

// A phone's first screen is the hero: `isMobile` lays the page out as a phone does (viewport meta).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone, the home page's first paint waits for the hero alone: the sections under it ask for their data once it is on screen", async ({ page }) => {
  const below = ['/api/music/albums/featured?homepage=true', '/api/music/playlists/featured?homepage=true', '/api/music/samplers/featured?homepage=true', '/api/music/as-heard-on-categories/'].map(apiUrl);
  const hero = apiUrl('/api/music/albums/splash_banner/');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Albums: All' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'As Heard On' }).getByRole('button').first()).toBeAttached();
  // Every read answered (the page's resource timings list a read once its answer is in): the
  // playlists' and samplers' sections are not waited for above, and on a busy machine come later.
  const answered = (reads: string[]) => page.evaluate((names) => names.every((name) => performance.getEntriesByName(name).length > 0), reads);
  await expect.poll(() => answered([hero, ...below])).toBe(true);
  for (const read of [hero, ...below]) expect(urls.filter((url) => url === read), read).toHaveLength(1);

  const { firstContentfulPaint, parsed, starts } = await page.evaluate((reads) => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    starts: Object.fromEntries(reads.map((read) => [read, performance.getEntriesByName(read)[0]?.startTime ?? Number.NaN])),
  }), [hero, ...below]);
  // The hero's read was started by index.html; the others only once the first paint was on screen.
  expect(starts[hero]).toBeLessThan(parsed);
  for (const read of below) expect(starts[read], read).toBeGreaterThan(firstContentfulPaint);
});
