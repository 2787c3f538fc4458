// Chromium measurement of a large WAV download for `npm run bench -- downloads` (downloads
// helper): how often the progress toast moves and how much JS heap the page holds meanwhile.

const WAV_BYTES_PER_SECOND = 48_000 * 2 * 2;
const TARGET_BYTES = 20_000_000;

/** A browser without a save picker (Firefox, Safari): the file goes through the browser's downloads. */
export const measureWavDownload = (ctx) => measureWav(ctx, { picker: false });

/**
 * Chromium's save picker with the user choosing a file: a file in the origin's private file
 * system stands in for the picked one (headless Chromium shows no picker); the browser's own
 * writable stream writes it to disk as it arrives.
 */
export const measureWavDownloadToPickedFile = (ctx) => measureWav(ctx, { picker: true });

/**
 * Signs in as the listener, finds a track whose 48 kHz WAV is about 20 MB, downloads it through
 * the popup and samples, in the page, every progress toast text and the JS heap every 50 ms.
 */
async function measureWav(ctx, { picker }) {
  const { page, report } = ctx;
  await page.addInitScript((usePicker) => {
    if (!usePicker) {
      delete window.showSaveFilePicker;
      return;
    }
    window.showSaveFilePicker = async ({ suggestedName }) => {
      window.__pickedName = suggestedName;
      return (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
    };
  }, picker);
  await ctx.open('/');
  await ctx.signIn('listener@example.com');
  const track = await page.evaluate(async ({ target, apiOrigin }) => {
    const response = await fetch(`${apiOrigin}/api/music/tracks/?type=tracks&pagesize=500`, { credentials: 'include' });
    const body = await response.json();
    const bytes = (t) => t.audio_file.duration * 192_000;
    return body.results.filter((t) => t.type === 'track').sort((a, b) => Math.abs(bytes(a) - target) - Math.abs(bytes(b) - target))[0];
  }, { target: TARGET_BYTES, apiOrigin: ctx.apiOrigin });
  await ctx.open(`/search?type=tracks&show_tracks=${track.id}`);
  const row = page.getByRole('article').first();
  await row.waitFor({ timeout: 20_000 });
  await page.evaluate(() => {
    const samples = { toasts: [], heap: [] };
    window.__benchDownload = samples;
    const seen = new Set();
    const observer = new MutationObserver(() => {
      for (const node of document.querySelectorAll('.toast__message')) {
        const text = node.textContent ?? '';
        if (!seen.has(text)) {
          seen.add(text);
          samples.toasts.push({ text, at: performance.now() });
        }
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setInterval(() => samples.heap.push(performance.memory?.usedJSHeapSize ?? Number.NaN), 50);
  });
  const baseline = await ctx.heapUsed();
  await row.getByRole('button', { name: /^More options for / }).first().click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  const download = picker ? null : page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('dialog').getByRole('button', { name: /^WAV/ }).click();
  let size;
  if (download) {
    size = (await import('node:fs')).statSync(await (await download).path()).size;
  } else {
    await page.getByText(/^Download complete! /).waitFor({ timeout: 180_000 });
    size = await page.evaluate(async () => (await (await (await navigator.storage.getDirectory()).getFileHandle(window.__pickedName)).getFile()).size);
  }
  const samples = await page.evaluate(() => window.__benchDownload);
  const percents = samples.toasts.map((t) => /(\d+)%$/.exec(t.text)?.[1]).filter(Boolean).map(Number);
  const gaps = percents.slice(1).map((p, i) => p - percents[i]);
  const start = samples.toasts[0]?.at ?? 0;
  const end = samples.toasts.at(-1)?.at ?? 0;
  const peak = Math.max(...samples.heap.filter(Number.isFinite));
  report.value('track', `${track.full_title} (${Math.round(track.audio_file.duration)} s)`);
  report.bytes(picker ? 'WAV file written to the picked file' : 'WAV file saved', size);
  report.value('progress toasts', `${percents.length} (largest step ${Math.max(0, ...gaps)} %, target ≤ 10 %)`);
  report.value('first toast → last toast', `${((end - start) / 1000).toFixed(1)} s`);
  report.bytes('JS heap before (after GC)', baseline);
  report.bytes('JS heap peak during the download', peak);
  report.value('peak − before, as a share of the file', `${((peak - baseline) / size).toFixed(2)}× (target ≤ 2×)`);
  report.value('peak as a share of the file', `${(peak / size).toFixed(2)}×`);
  return { size, percents, peak, expected: track.audio_file.duration * WAV_BYTES_PER_SECOND };
}
