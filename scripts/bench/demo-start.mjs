// `npm run bench -- demo-start`: how soon the demo's mock backend answers, and what it costs on
// the critical path. Serves a built demo (dist-demo, or DEMO_DIR) with the brotli/gzip static
// server and opens `/` in fresh Chromium profiles (first visit: no service worker yet) and again
// in the same profile (repeat visit: the worker is installed, localStorage holds the people).
//   navigation → first mock answer: responseEnd of the first /api/ request (Resource Timing)
//   entry script → first mock answer: the same, from the entry script's responseEnd (the page's
//     script starting); the goal is at most 300 ms on desktop Chromium
//   main thread busy: the page's main-thread task time (DevTools' TaskDuration) from navigation
//     until the network has been idle for 500 ms: scripts, style, layout, and the mock's own work
//     (every request its worker hands to the page costs a round trip there)
//   critical-path bytes: the mock chunk the entry imports before the first render plus its static
//     imports that are not the app's entry chunks (gzip -9); the seeded database's JSON apart (data)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { manifestChunkFiles } from '../lib/initial-assets.mjs';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { formatTiming, kb } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.DEMO_START_ROUNDS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 0);

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The mock's chunks loaded before the first render: what the demo's index.html preloads beyond the
 * app's own entry chunks (the production build has those too): the browser mock, its static
 * imports, and what it waits for before its first answer (mock-browser-plugin.mjs).
 */
export function mockCriticalPath(outDir) {
  const initial = new Set(manifestChunkFiles(outDir, 'index.html'));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((match) => match[1]);
  const files = new Set(preloaded.filter((file) => !initial.has(file)));
  const code = [...files].map((file) => ({ file, gzip: gzipBytes(join(outDir, file)) }));
  const data = /href="\/?(assets\/mock-database-[^"]+\.json)"/.exec(html)?.[1];
  return { code, data: data ? { file: data, gzip: gzipBytes(join(outDir, data)) } : null };
}

/** The page's main-thread task time so far, in seconds (DevTools' Performance domain). */
async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
}

async function firstAnswer(page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/') && e.responseEnd > 0), null, { timeout: 30_000 });
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const api = resources.filter((e) => e.name.includes('/api/')).sort((a, b) => a.responseEnd - b.responseEnd)[0];
    const entry = resources.find((e) => e.initiatorType === 'script' && /\/assets\/index-[^/]+\.js$/.test(e.name));
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return {
      fromNavigation: api.responseEnd,
      fromScript: entry ? api.responseEnd - entry.responseEnd : Number.NaN,
      database: mark('mock:database-ready'),
      worker: mark('mock:worker-ready'),
    };
  });
}

export async function benchDemoStart() {
  const outDir = process.env.DEMO_DIR ?? 'dist-demo';
  console.log(`\n== Demo start: the mock's first answer (${outDir}, desktop Chromium, ${ROUNDS} fresh profiles)`);
  if (!existsSync(join(outDir, 'index.html'))) {
    console.log(`  ${outDir} not built: npm run build:demo`);
    return;
  }
  const { code, data } = mockCriticalPath(outDir);
  for (const row of code) console.log(`  ${row.file.padEnd(46)} ${kb(row.gzip).padStart(11)} gzip`);
  console.log(`  mock code on the critical path  ${kb(code.reduce((t, r) => t + r.gzip, 0))} gzip  (goal ≤ 150 kB)`);
  if (data) console.log(`  seeded database (data, preloaded with the entry)  ${data.file}  ${kb(data.gzip)} gzip`);

  const server = await serveStatic(outDir, { port: PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const visitSamples = () => ({ fromNavigation: [], fromScript: [], database: [], worker: [], busy: [] });
  const first = visitSamples();
  const repeat = visitSamples();
  const record = (into, sample) => {
    for (const key of Object.keys(into)) into[key].push(sample[key]);
  };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' });
      const page = await context.newPage();
      for (const into of [first, repeat]) {
        // A session of its own per visit: the navigation may move the page to a new renderer.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const before = await taskSeconds(cdp);
        await page.goto(`${server.url}/`);
        const sample = await firstAnswer(page);
        await page.waitForLoadState('networkidle');
        const after = await taskSeconds(cdp);
        record(into, { ...sample, busy: (after - before) * 1000 });
        await cdp.detach();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  for (const [visit, samples] of [['first visit', first], ['repeat visit', repeat]]) {
    console.log(`  ${formatTiming(`${visit}: navigation → database loaded`, samples.database)}`);
    console.log(`  ${formatTiming(`${visit}: navigation → service worker ready`, samples.worker)}`);
    console.log(`  ${formatTiming(`${visit}: navigation → first mock answer`, samples.fromNavigation)}`);
    console.log(`  ${formatTiming(`${visit}: entry script → first mock answer`, samples.fromScript, '≤ 300 ms')}`);
    console.log(`  ${formatTiming(`${visit}: main thread busy until the network is idle`, samples.busy)}`);
  }
}
