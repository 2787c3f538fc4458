import { expect, test, type Page } from '@playwright/test';
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

test('the home page asks for each of its files and each of its reads once, the reads preloaded by index.html', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const urls = await requestsOf(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Stylesheets preloaded with the entry are the ones the route then uses (no second download).
  expect(repeated(urls.filter((url) => !url.startsWith(apiUrl('/api/users/me/'))))).toEqual([]);
  expect(warnings).toEqual([]);
  // The home page's reads were preloaded by index.html (before the entry script ran), once each.
  const reads = ['/api/music/albums/splash_banner/', '/api/music/albums/featured?homepage=true', '/api/music/as-heard-on-categories/'];
  for (const read of reads) expect(urls.filter((url) => url === apiUrl(read))).toHaveLength(1);
  const preloaded = await page.locator('head link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toEqual(expect.arrayContaining(reads.map(apiUrl)));
});

test("an album page's own read is preloaded and asked once", async ({ page }) => {
  const urls = await requestsOf(page, '/album/3/true-crime-textures');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(urls.filter((url) => url === apiUrl('/api/music/albums/3/'))).toHaveLength(1);
});

test('the tracks tab of Browse Music gets its vocabulary and results from reads preloaded by index.html, once each', async ({ page }) => {
  const urls = await requestsOf(page, '/search?type=tracks');
  await expect(page.getByRole('article').first()).toBeVisible();
  const reads = ['/api/music/keywords/categories/', '/api/music/composers/', '/api/music/tracks/?type=tracks'];
  for (const read of reads) expect(urls.filter((url) => url === apiUrl(read))).toHaveLength(1);
  const preloaded = await page.locator('head link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toEqual(expect.arrayContaining(reads.map(apiUrl)));
});
