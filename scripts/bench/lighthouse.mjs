// `npm run bench -- lighthouse`: Lighthouse (mobile, simulated throttling) on the libraries-only
// calibration pages, the production build (served with the real-HTTP mock API) and the demo build,
// every build served the same way (scripts/lib/static-server.mjs: brotli/gzip, SPA fallback).
// Rounds are interleaved (page A, B, C…, then again) so machine load hits every row alike; the
// table shows medians, and each page's LCP and TBT as a ratio to the libraries-only page of the
// same run (the goals are ratios: they hold at any machine speed, where absolute figures do not).
// Figures only: nothing here asserts.
//   npm run bench -- lighthouse                      Lighthouse's default mobile CPU slowdown (4×)
//   npm run bench -- lighthouse --cpu-slowdown 8     a machine half as fast (throttling.cpuSlowdownMultiplier)
//   LH_ROUNDS=2 LH_SKIP_DEMO=1                       fewer rounds, production and calibration rows only
//   LH_PATHS=/,/search LH_BASELINE_DIR=<dir>         only these routes; and a saved production build (built
//                                                    for the same API port) measured in the same rounds, so a
//                                                    cut is compared before/after under the same machine load
//   LH_EACH=1                                        also every round's LCP and TBT (a median's spread)
// Ports: LH_API_PORT (default 8090) is the mock API; the three static servers and Chromium's
// debugging port (in turn over six) take the next nine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { API_PORT, buildHttpBundle, npmRun, startMockApi } from '../lib/http-app.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { kb, median } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.LH_ROUNDS ?? 3);
const CACHE = 'node_modules/.cache/cuebox/lighthouse';
const ALBUM_PATH = '/album/3/true-crime-textures';
const PLAYLIST_PATH = '/playlist/2';
/** Every landing route the goals name: home, the tracks tab, "Browse Music" (albums), an album, a playlist. */
const LANDING_PATHS = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : ['/', '/search?type=tracks', '/search', ALBUM_PATH, PLAYLIST_PATH];
const BASELINE_DIR = process.env.LH_BASELINE_DIR;
const PORT_BASE = API_PORT;
/** Lighthouse's default for mobile (its moto g power profile): `throttling.cpuSlowdownMultiplier`. */
const DEFAULT_CPU_SLOWDOWN = 4;

/** `--cpu-slowdown N` (or `--cpu-slowdown=N`) from the command line; Lighthouse's default without it. */
export function cpuSlowdownFromArgs(argv = process.argv) {
  const index = argv.findIndex((arg) => arg === '--cpu-slowdown' || arg.startsWith('--cpu-slowdown='));
  if (index === -1) return DEFAULT_CPU_SLOWDOWN;
  const raw = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`--cpu-slowdown takes a number ≥ 1 (got ${raw ?? 'nothing'})`);
  return value;
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const entryBytes = (outDir, html) => initialAssets(outDir, html).reduce((total, file) => total + gzipBytes(join(outDir, file)), 0);

/** The two calibration builds: React alone, and React with the app's other runtime libraries. */
export async function buildCalibration() {
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

let launches = 0;

async function runLighthouse(url, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--autoplay')),
    // A debugging port of its own each time, in turn over six: the Chromium before may still hold the last.
    port: PORT_BASE + 4 + (launches++ % 6),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Merged into the mobile defaults (RTT, throughput): only the CPU's speed changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const lhr = result.lhr;
    // The last report of each page stays for a closer look (its LCP element, bootup-time, the trace's tasks).
    mkdirSync(join(CACHE, 'reports'), { recursive: true });
    writeFileSync(join(CACHE, 'reports', `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '_')}${new URL(url).search.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
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
      cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
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
export async function warmUp(urls) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    for (let pass = 0; pass < 2; pass += 1) for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse() {
  const cpuSlowdown = cpuSlowdownFromArgs();
  if (BASELINE_DIR && !process.env.LH_SKIP_DEMO) throw new Error('LH_BASELINE_DIR takes the demo rows\' place: set LH_SKIP_DEMO=1 too');
  console.log(`\n== Lighthouse (mobile, simulated throttling, CPU slowdown ${cpuSlowdown}×), median of ${ROUNDS} interleaved rounds`);
  const calibration = await buildCalibration();
  const prodDir = buildHttpBundle();
  if (!process.env.LH_SKIP_DEMO && (!existsSync('dist-demo/index.html') || process.argv.includes('--build'))) npmRun(['build:demo']);

  const api = await startMockApi();
  const servers = {
    calibration: await serveStatic(calibration, { port: PORT_BASE + 1 }),
    prod: await serveStatic(prodDir, { port: PORT_BASE + 2 }),
    ...(process.env.LH_SKIP_DEMO ? {} : { demo: await serveStatic('dist-demo', { port: PORT_BASE + 3 }) }),
    // The demo's port when it is not served (Chromium's debugging ports follow).
    ...(BASELINE_DIR ? { baseline: await serveStatic(BASELINE_DIR, { port: PORT_BASE + 3 }) } : {}),
  };
  const rows = [
    { name: 'React 19 only (calibration)', url: `${servers.calibration.url}/react-only.html`, bytes: entryBytes(calibration, 'react-only.html') },
    { name: 'App libraries only (calibration)', url: `${servers.calibration.url}/libraries.html`, bytes: entryBytes(calibration, 'libraries.html') },
    ...LANDING_PATHS.map((path) => ({
      name: `Production${api ? '' : ' (no API answering)'} ${path}`,
      url: `${servers.prod.url}${path}`,
      bytes: entryBytes(prodDir),
      goal: 'production',
    })),
    ...(BASELINE_DIR
      ? LANDING_PATHS.map((path) => ({ name: `Baseline ${path}`, url: `${servers.baseline.url}${path}`, bytes: entryBytes(BASELINE_DIR), goal: 'production' }))
      : []),
    // LH_SKIP_DEMO=1: the calibration and production rows only (a shorter run on a busy machine).
    ...(process.env.LH_SKIP_DEMO ? [] : LANDING_PATHS.map((path) => ({ name: `Demo ${path}`, url: `${servers.demo.url}${path}`, bytes: entryBytes('dist-demo'), goal: 'demo' }))),
  ];
  const results = rows.map(() => []);
  try {
    await warmUp(rows.map((row) => row.url));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, row] of rows.entries()) {
        try {
          results[index].push(await runLighthouse(row.url, cpuSlowdown));
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
  const libs = results[1];
  const libsLcp = libs.length ? med(libs, 'lcp') : Number.NaN;
  const libsTbt = libs.length ? med(libs, 'tbt') : Number.NaN;
  const ratio = (value, base) => (Number.isFinite(value / base) ? `${(value / base).toFixed(2)}×` : 'n/a');
  // Production: LCP ≤ 1.2× and TBT ≤ 1.5× the libraries-only page, CLS 0, performance ≥ 97. Demo: performance ≥ 90.
  const missed = (row, r) => {
    if (row.goal === 'production') {
      const misses = [];
      if (med(r, 'perf') < 97) misses.push('perf');
      if (med(r, 'lcp') / libsLcp > 1.2) misses.push('LCP');
      if (med(r, 'tbt') / libsTbt > 1.5) misses.push('TBT');
      if (med(r, 'cls') > 0) misses.push('CLS');
      return misses.length ? `missed: ${misses.join(', ')}` : 'goals met';
    }
    if (row.goal === 'demo') return med(r, 'perf') < 90 ? 'missed: perf' : 'goal met';
    return '';
  };
  console.log(
    `  ${'Build / page'.padEnd(44)} ${'Entry gzip'.padStart(10)} ${'Perf'.padStart(4)} ${'LCP'.padStart(7)} ${'LCP÷libs'.padStart(8)} ${'TBT'.padStart(7)} ${'TBT÷libs'.padStart(8)} ${'CLS'.padStart(5)} ${'A11y'.padStart(4)} ${'BP'.padStart(3)}  goals`,
  );
  for (const [index, row] of rows.entries()) {
    const r = results[index];
    if (r.length === 0) continue;
    const lcp = med(r, 'lcp');
    const tbt = med(r, 'tbt');
    console.log(
      `  ${row.name.padEnd(44)} ${(row.bytes ? kb(row.bytes) : '').padStart(10)} ${med(r, 'perf').toFixed(0).padStart(4)} ${`${(lcp / 1000).toFixed(2)} s`.padStart(7)} ${ratio(lcp, libsLcp).padStart(8)} ${`${tbt.toFixed(0)} ms`.padStart(7)} ${ratio(tbt, libsTbt).padStart(8)} ${med(r, 'cls').toFixed(3).padStart(5)} ${med(r, 'a11y').toFixed(0).padStart(4)} ${med(r, 'bp').toFixed(0).padStart(3)}  ${missed(row, r)}`,
    );
  }
  // LH_EACH=1: every round's LCP and TBT, to read a median's spread before trusting a difference.
  if (process.env.LH_EACH) {
    for (const [index, row] of rows.entries()) {
      const r = results[index];
      if (r.length) console.log(`  ${row.name.padEnd(44)} LCP ${r.map((v) => (v.lcp / 1000).toFixed(2)).join(' ')} s · TBT ${r.map((v) => v.tbt.toFixed(0)).join(' ')} ms`);
    }
  }
  const hostIndex = med(results.flat(), 'benchmarkIndex');
  if (Number.isFinite(hostIndex)) console.log(`  Lighthouse benchmarkIndex of this machine (median of every run): ${hostIndex.toFixed(0)}`);
  const applied = [...new Set(results.flat().map((r) => r.cpuSlowdown))].join(', ');
  console.log(`  CPU slowdown Lighthouse applied: ${applied}×; ratios are to the libraries-only page of this run (goals: production LCP ≤ 1.2×, TBT ≤ 1.5×, CLS 0, perf ≥ 97; demo perf ≥ 90)`);
  const { code } = existsSync('dist-demo/index.html') ? mockCriticalPath('dist-demo') : { code: [] };
  if (code.length) console.log(`  demo mock backend chunks on the critical path: ${kb(code.reduce((total, row) => total + row.gzip, 0))} gzip`);
}
