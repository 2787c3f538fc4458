import { expect, test } from './support/test';

// The demo's landing reads: index.html leaves them to the app, which starts them as soon as the
// mock backend runs, before its own code has started up; the page's queries take them over.
test("the demo starts the home page's reads once its mock runs, asks each once, and preloads the hero image and the mock's contract validator", async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const reads = ['/api/music/albums/splash_banner/', '/api/music/albums/featured?homepage=true', '/api/music/as-heard-on-categories/'];
  for (const read of reads) expect(urls.filter((url) => url === read)).toHaveLength(1);
  // Every read index.html listed was taken over by the page's queries.
  expect(await page.evaluate(() => Object.keys((window as { __routeReads?: object }).__routeReads ?? {}))).toEqual([]);
  const backdrop = await page.locator('img.home-hero__backdrop').getAttribute('src');
  const preloaded = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded).toEqual([backdrop]);
  // Every /api call waits for the mock's contract validator: index.html preloads it with the
  // mock's own code, rather than the mock finding it once that code has arrived and run; and once.
  const [validatorStart, mockCodeEnd] = await page.evaluate(() => {
    const entry = (file: RegExp) => performance.getEntriesByType('resource').find((resource) => file.test(resource.name)) as PerformanceResourceTiming | undefined;
    return [entry(/\/assets\/mock-contract-[^/]+\.js$/)?.startTime ?? NaN, entry(/\/assets\/browser-[^/]+\.js$/)?.responseEnd ?? NaN];
  });
  expect(validatorStart).toBeLessThan(mockCodeEnd);
  expect(urls.filter((url) => /^\/assets\/mock-contract-/.test(url))).toHaveLength(1);
});

// The mock synthesised each result's audio to draw its waveform (about 10 ms an item, a tenth of
// the demo e2e's CPU); the demo build bakes the seeded catalogue's levels into small files.
test('the demo draws a page of track results\' waveforms from the levels baked with it, synthesising no audio', async ({ page }) => {
  const baked: string[] = [];
  const workers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/mock-waveforms/')) baked.push(request.url());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/search?type=tracks');
  const waveforms = page.locator('main article img[src*="/mock-media/waveform/"]');
  await expect(waveforms.first()).toBeVisible({ timeout: 15_000 });
  const onScreen = await waveforms.evaluateAll((images) => images.filter((image) => image.getBoundingClientRect().top < window.innerHeight).length);
  expect(onScreen).toBeGreaterThan(2);
  // Every waveform on screen has been painted, each from its baked file.
  await expect
    .poll(() => waveforms.evaluateAll((images) => images.filter((image) => image.getBoundingClientRect().top < window.innerHeight && (image as HTMLImageElement).naturalWidth > 0).length))
    .toBe(onScreen);
  expect(baked.length).toBeGreaterThanOrEqual(onScreen);
  expect(workers.filter((url) => /waveform/.test(url))).toEqual([]);
});
