// `npm run bench -- lighthouse`: Lighthouse (mobile, simulated throttling) on the libraries-only
// calibration pages, the production build (served with the real-HTTP mock API) and the demo build,
// every build served the same way (scripts/lib/static-server.mjs: brotli/gzip, SPA fallback).
// Rounds are interleaved (page A, B, C…, then again) so machine load hits every row alike; the
// table shows medians. Figures only: nothing here asserts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from '../lib/chromium.mjs';
import { initialAssets } from '../lib/initial-assets.mjs';
import { mockCriticalPath } from './demo-start.mjs';
import { buildHttpBundle, npmRun, startMockApi } from '../lib/http-app.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { kb, median } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.LH_ROUNDS ?? 3);
const CACHE = 'node_modules/.cache/cuebox/lighthouse';
const ALBUM_PATH = '/album/3/true-crime-textures';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const entryBytes = (outDir, html) => initialAssets(outDir, html).reduce((total, file) => total + gzipBytes(join(outDir, file)), 0);

/** The two calibration builds: React alone, and React with the app's other runtime libraries. */
async function buildCalibration() {
  const root = fileURLToPath(new URL('../fixtures/libraries-only/', import.meta.url));
  const outDir = join(process.cwd(), CACHE, 'libraries-only');
  await viteBuild({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      rollupOptions: { input: { 'react-only': join(root, 'react-only.html'), libraries: join(root, 'libraries.html') } },
    },
  });
  return outDir;
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--autoplay')),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result.lhr;
    const score = (id) => (lhr.categories[id]?.score ?? Number.NaN) * 100;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own CPU benchmark of this machine at the time of the run (higher is faster):
      // simulated times scale with the host, so rounds of different sessions compare only with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Loads every row's page once, unmeasured, so no measured load pays for a cold server: the mock
 * API's first answers (its handlers not yet compiled) take several times longer than later ones,
 * as a production API's would after a deploy, and Lighthouse replays each answer's server time.
 */
async function warmUp(urls) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    for (let pass = 0; pass < 2; pass += 1) for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse() {
  console.log('\n== Lighthouse (mobile, simulated throttling), median of', ROUNDS, 'interleaved rounds');
  const calibration = await buildCalibration();
  const prodDir = buildHttpBundle();
  if (!existsSync('dist-demo/index.html') || process.argv.includes('--build')) npmRun(['build:demo']);

  const api = await startMockApi();
  const servers = {
    calibration: await serveStatic(calibration),
    prod: await serveStatic(prodDir),
    demo: await serveStatic('dist-demo'),
  };
  const rows = [
    { name: 'React 19 only (calibration)', url: `${servers.calibration.url}/react-only.html`, bytes: entryBytes(calibration, 'react-only.html') },
    { name: 'App libraries only (calibration)', url: `${servers.calibration.url}/libraries.html`, bytes: entryBytes(calibration, 'libraries.html') },
    ...['/', '/search?type=tracks', ALBUM_PATH].map((path) => ({
      name: `Production${api ? '' : ' (no API answering)'} ${path}`,
      url: `${servers.prod.url}${path}`,
      bytes: entryBytes(prodDir),
    })),
    ...['/', '/search?type=tracks', ALBUM_PATH].map((path) => ({ name: `Demo ${path}`, url: `${servers.demo.url}${path}`, bytes: entryBytes('dist-demo') })),
  ];
  const results = rows.map(() => []);
  try {
    await warmUp(rows.map((row) => row.url));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, row] of rows.entries()) {
        try {
          results[index].push(await runLighthouse(row.url));
        } catch (error) {
          console.log(`  ${row.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    api?.close();
  }

  const med = (values, key) => median(values.map((v) => v[key]).filter(Number.isFinite));
  console.log(`  ${'Build / page'.padEnd(58)} ${'Entry gzip'.padStart(11)} ${'Perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'A11y'.padStart(5)} ${'BP'.padStart(4)}`);
  for (const [index, row] of rows.entries()) {
    const r = results[index];
    if (r.length === 0) continue;
    console.log(
      `  ${row.name.padEnd(58)} ${(row.bytes ? kb(row.bytes) : '').padStart(11)} ${med(r, 'perf').toFixed(0).padStart(5)} ${`${(med(r, 'lcp') / 1000).toFixed(2)} s`.padStart(8)} ${`${med(r, 'tbt').toFixed(0)} ms`.padStart(8)} ${med(r, 'cls').toFixed(3).padStart(6)} ${med(r, 'a11y').toFixed(0).padStart(5)} ${med(r, 'bp').toFixed(0).padStart(4)}`,
    );
  }
  const hostIndex = med(results.flat(), 'benchmarkIndex');
  if (Number.isFinite(hostIndex)) console.log(`  Lighthouse benchmarkIndex of this machine (median of every run): ${hostIndex.toFixed(0)}`);
  const libs = results[1];
  const prodHome = results[2];
  if (libs.length && prodHome.length) console.log(`  LCP of production / ÷ libraries-only: ${(med(prodHome, 'lcp') / med(libs, 'lcp')).toFixed(2)}× (goal ≤ 1.2×)`);
  const { code } = mockCriticalPath('dist-demo');
  if (code.length) console.log(`  demo mock backend chunks on the critical path: ${kb(code.reduce((total, row) => total + row.gzip, 0))} gzip`);
}
