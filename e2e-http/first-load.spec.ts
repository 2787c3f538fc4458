import { expect, test, type Page } from '../e2e/support/test';
import { apiUrl } from './support';

/** Every request the page makes while `path` loads, until the network is quiet. */
async function requestsOf(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return urls;
}

const repeated = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);

/**
 * Of `urls`, those requested while index.html was still being parsed: by its inline script, since
 * the entry (a module script) runs only once parsing is done.
 */
async function startedBeforeEntry(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    return wanted.filter((url) => performance.getEntriesByName(url).some((read) => read.startTime < parsed));
  }, urls);
}

/**
 * The app's files (under /assets/, hashes taken out) that `path` asked for before its first
 * contentful paint, sorted: what a phone's bandwidth is split between before anything shows.
 */
async function filesBeforeFirstPaint(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The paint is reported once the frame is on screen, after the heading is in the page.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const files = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((file) => file.startTime < painted && new URL(file.name).pathname.startsWith('/assets/'))
      .map((file) => new URL(file.name).pathname.replace(/-[\w-]{8}\./, '.'));
  });
  return files.sort();
}

const preloadedImages = (page: Page) =>
  page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => [(link as HTMLLinkElement).href, link.getAttribute('fetchpriority')]));

test('the home page asks for each of its files and each of its reads once, the reads and the hero image started by index.html', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const urls = await requestsOf(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Stylesheets preloaded with the entry are the ones the route then uses (no second download).
  expect(repeated(urls.filter((url) => !url.startsWith(apiUrl('/api/users/me/'))))).toEqual([]);
  expect(warnings).toEqual([]);
  // The home page's reads were started by index.html (before the entry script), once each.
  const reads = ['/api/music/albums/splash_banner/', '/api/music/albums/featured?homepage=true', '/api/music/as-heard-on-categories/'].map(apiUrl);
  for (const read of reads) expect(urls.filter((url) => url === read)).toHaveLength(1);
  expect(await startedBeforeEntry(page, reads)).toEqual(reads);
  // The hero's backdrop (the largest image) is preloaded at high priority and downloaded once.
  const backdrop = await page.locator('img.home-hero__backdrop').getAttribute('src');
  expect(await preloadedImages(page)).toEqual([[backdrop, 'high']]);
  expect(urls.filter((url) => url === backdrop)).toHaveLength(1);
});

// The footer is drawn with every page (so a restored scroll position is whole), and it is part of
// the front page's own chunk: it adds no file of its own before the first paint
// (docs/decisions/footer-in-the-front-page-chunk.md).
test("the home page's first paint waits for the entry and its own script only", async ({ page }) => {
  // Every file beside the entry splits a phone's bandwidth with it: the shell's and the front
  // page's styles are in index.html, and the front page's code is one script.
  expect(await filesBeforeFirstPaint(page, '/')).toEqual(['/assets/front-page.js', '/assets/index.js']);
  await expect(page.locator('head style[data-href]')).toHaveCount(2);
});

test("an album page's own read is started by index.html and asked once, and its cover preloaded", async ({ page }) => {
  const urls = await requestsOf(page, '/album/3/true-crime-textures');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The collection page's code (the data pages' chunk) was preloaded by index.html, not found
  // after the entry ran.
  const modulePreloads = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(modulePreloads.filter((href) => /\/assets\/data-pages-[\w-]{8}\.js$/.test(href))).toHaveLength(1);
  const read = apiUrl('/api/music/albums/3/');
  expect(urls.filter((url) => url === read)).toHaveLength(1);
  expect(await startedBeforeEntry(page, [read])).toEqual([read]);
  const cover = await page.locator('.collection-header__cover img').getAttribute('src');
  expect(await preloadedImages(page)).toEqual([[cover, 'high']]);
  expect(urls.filter((url) => url === cover)).toHaveLength(1);
});

// Search and the collection pages share one chunk beyond the front page's: on a phone every file
// before the first rows waits its turn for a connection (docs/decisions/data-pages-one-chunk.md).
// (On a wider screen search's filter panel comes too; a phone's waits for SHOW FILTERS.)
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of ['/search?type=tracks', '/album/3/true-crime-textures', '/playlist/2']) {
    test(`${path} paints its first view with four files: the entry, the front page's script, and the data pages' script and styles`, async ({ page }) => {
      expect(await filesBeforeFirstPaint(page, path)).toEqual(['/assets/data-pages.css', '/assets/data-pages.js', '/assets/front-page.js', '/assets/index.js']);
    });
  }
});

test('the tracks tab of Browse Music gets its vocabulary and results from reads started by index.html, once each', async ({ page }) => {
  const urls = await requestsOf(page, '/search?type=tracks');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The styles index.html carries are not fetched again (applied twice, they undid the page's own).
  expect(urls.filter((url) => /\/assets\/(index|front-page)-[\w-]{8}\.css$/.test(url))).toEqual([]);
  const reads = ['/api/music/keywords/categories/', '/api/music/composers/', '/api/music/tracks/?type=tracks'].map(apiUrl);
  for (const read of reads) expect(urls.filter((url) => url === read)).toHaveLength(1);
  expect(await startedBeforeEntry(page, reads)).toEqual(reads);
});

test('the API gzips its JSON answers, and sends audio as it is, with its length', async ({ request }) => {
  const results = await request.get(apiUrl('/api/music/tracks/?type=tracks'), { headers: { 'accept-encoding': 'gzip' } });
  expect(results.headers()['content-encoding']).toBe('gzip');
  expect((await results.json()).results.length).toBeGreaterThan(0);
  const audio = await request.get(apiUrl('/mock-media/audio/track-1.wav'), { headers: { 'accept-encoding': 'gzip' } });
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-encoding']).toBeUndefined();
  expect(Number(audio.headers()['content-length'])).toBe((await audio.body()).length);
});

test('the toast host is asked for only once the first paint is on screen, and the newsletter form only as the footer nears the window', async ({ page }) => {
  await requestsOf(page, '/');
  const startTimes = (part: string) =>
    page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(pattern).test(entry.name))
          .map((entry) => entry.startTime),
      `/assets/${part}-[\\w-]{8}\\.js$`,
    );
  // A quiet network does not mean the page is drawn: on a busy machine the entry can still be
  // running half a second after the last file came. The deferred parts come once it is.
  await expect.poll(async () => (await startTimes('toast')).length, { timeout: 20_000 }).toBe(1);
  const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect((await startTimes('toast'))[0]).toBeGreaterThan(firstContentfulPaint!);
  // The home page's footer is screens below the top: nobody there pays for its form.
  expect(await startTimes('newsletter')).toEqual([]);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  expect(await startTimes('newsletter')).toHaveLength(1);
});
