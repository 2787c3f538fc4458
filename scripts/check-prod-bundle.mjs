#!/usr/bin/env node
// Proves the production build (`npm run build` → dist/) talks to the real API only:
//  1. no mock worker (mockServiceWorker.js, mock-api-worker.js) in dist and no page registers one;
//  2. no bundled source module comes from mocks/, msw, @mswjs/data or @faker-js/faker
//     (module list written by vite.config.ts's record-bundled-modules plugin);
//  3. no built text file contains a marker of those libraries or of the mock backend;
//  4. the home page's own files (the script index.html starts for `/` and its inlined styles) stay
//     within their budget: the shared-chunk grouping once moved the user sidebar and react-dnd
//     there (22 → 44 kB gzip);
//  5. the landing routes (home, search, an album, a playlist) start no more files, nor more bytes,
//     than their budget: on a phone each file waits its turn for a connection, and the chunk
//     grouping reshuffles its chunks as the code changes (search once went from 18 to 21 files,
//     LCP 2.28 → 2.43 s);
//  6. the reference track analysis (MATCH A REFERENCE TRACK) is in none of the files the entry or a
//     landing route starts: it loads when the popup takes its first file, in its own worker file.
// Usage: node scripts/check-prod-bundle.mjs [outDir=dist]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { frontPageFiles, initialAssets, landingRouteFiles } from './lib/initial-assets.mjs';

const outDir = process.argv[2] ?? 'dist';
const modulesReport = 'node_modules/.cache/cuebox/prod-modules.json';
const problems = [];

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`check-prod-bundle: ${outDir}/index.html missing, run \`npm run build\` first`);
  process.exit(1);
}

// 1. The worker file itself.
for (const worker of ['mockServiceWorker.js', 'mock-api-worker.js']) {
  if (existsSync(join(outDir, worker))) problems.push(`${outDir}/${worker} exists`);
}

// 2. The module graph of the last production build.
const FORBIDDEN_MODULES = [
  [/(^|\/)mocks\//, 'mock backend source (mocks/)'],
  [/node_modules\/msw\//, 'msw'],
  [/node_modules\/@mswjs\//, '@mswjs/*'],
  [/node_modules\/@faker-js\//, '@faker-js/faker'],
];
if (!existsSync(modulesReport)) {
  problems.push(`${modulesReport} missing: was dist built by \`npm run build\` (production mode)?`);
} else {
  const reportTime = statSync(modulesReport).mtimeMs;
  const htmlTime = statSync(join(outDir, 'index.html')).mtimeMs;
  if (Math.abs(reportTime - htmlTime) > 60_000) {
    problems.push(`${modulesReport} is not from the build in ${outDir} (rebuild with \`npm run build\`)`);
  }
  const modules = JSON.parse(readFileSync(modulesReport, 'utf8'));
  for (const id of modules) {
    for (const [pattern, what] of FORBIDDEN_MODULES) {
      if (pattern.test(id)) problems.push(`bundled module from ${what}: ${id}`);
    }
  }
}

// 3. Text markers in every emitted text file.
const MARKERS = [
  ['[MSW]', 'msw log prefix'],
  ['mockServiceWorker', 'msw worker registration'],
  ['mock-api-worker', 'mock worker registration'],
  ['Failed to find a comparator', '@mswjs/data'],
  ['@mswjs/', '@mswjs/*'],
  ['faker', '@faker-js/faker'],
  ['/mock-media/', 'mock media URLs'],
  ['demo1234', 'demo persona password'],
];
const TEXT = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
let scanned = 0;
for (const file of walk(outDir)) {
  if (!TEXT.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue;
  scanned += 1;
  const text = readFileSync(file, 'utf8');
  const lower = text.toLowerCase();
  for (const [marker, what] of MARKERS) {
    if (lower.includes(marker.toLowerCase())) problems.push(`${relative('.', file)} contains "${marker}" (${what})`);
  }
}

/** The files' size together, gzip at level 9 (as size-limit counts the entry). */
const gzipTotal = (files) => files.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);

// 4. The home page's files beside the entry: its script and its inlined styles.
const HOME_ROUTE_BUDGET_BYTES = 16_000;
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const landingRoutes = landingRouteFiles(html);
if (!landingRoutes.has('^/$')) problems.push('index.html lists no files for the home page (`^/$`)');
else {
  const files = frontPageFiles(outDir);
  const gzip = gzipTotal(files);
  if (gzip > HOME_ROUTE_BUDGET_BYTES) problems.push(`the home page's ${files.length} files are ${gzip} bytes gzip (budget ${HOME_ROUTE_BUDGET_BYTES})`);
  for (const file of files) {
    if (/react-dnd|dnd-core/.test(readFileSync(join(outDir, file), 'utf8'))) problems.push(`${file}, loaded by the home page, holds react-dnd (the home page has no drag and drop)`);
  }
}

// 5. How many files each landing route starts with the entry (inlined styles are not files), and
// their gzip total. The home page is one script (front-page-plugin.mjs); search and the collection
// pages start it and the `data-pages` chunk, with its stylesheet. Every file a data page starts
// before its first rows cost it a turn on a connection (15 files on search: LCP 2.35 s; 3: 2.06 s),
// and every kB its share of a phone's bandwidth.
// Home's bytes are check 4's (its script and its inlined styles).
const LANDING_BUDGETS = [
  ['^/$', 1],
  ['^/search/?$', 3, 48_000],
  ['^/album(?:/.*)?/?$', 3, 48_000],
  ['^/playlist(?:/.*)?/?$', 3, 48_000],
];
for (const [pattern, budget, bytesBudget] of LANDING_BUDGETS) {
  const files = landingRoutes.get(pattern);
  if (!files) {
    problems.push(`index.html lists no files for ${pattern}`);
    continue;
  }
  if (files.length > budget) problems.push(`${pattern} starts ${files.length} files with the entry (budget ${budget}): ${files.join(' ')}`);
  if (bytesBudget === undefined) continue;
  const gzip = gzipTotal(files);
  if (gzip > bytesBudget) problems.push(`${pattern} starts ${gzip} bytes gzip with the entry (budget ${bytesBudget}): ${files.join(' ')}`);
}

// 6. The analysis code's markers: its worker's URL and its performance measures (in the module that
// starts the worker), and Temperley's major key profile (in the worker; minifiers drop the zeros).
const KEY_PROFILE = /0?\.748,0?\.06,0?\.488/;
const ANALYSIS_MARKERS = [/reference-analysis/, KEY_PROFILE];
const upFront = new Set([...initialAssets(outDir), ...[...landingRoutes.values()].flat()]);
for (const file of upFront) {
  if (!existsSync(join(outDir, file))) continue;
  const text = readFileSync(join(outDir, file), 'utf8');
  for (const marker of ANALYSIS_MARKERS) {
    if (marker.test(text)) problems.push(`${file}, loaded up front, holds the reference track analysis (${marker}): it must load with its popup`);
  }
}
const assets = existsSync(join(outDir, 'assets')) ? readdirSync(join(outDir, 'assets')) : [];
const analysisWorker = assets.find((file) => /^reference-analysis\.worker.*\.js$/.test(file));
if (!analysisWorker) problems.push(`${outDir}/assets has no reference-analysis worker file (the analysis must run off the page's thread)`);
else if (!KEY_PROFILE.test(readFileSync(join(outDir, 'assets', analysisWorker), 'utf8'))) {
  problems.push(`${analysisWorker} does not hold the key profiles: the marker of check 6 no longer finds the analysis code`);
}

if (problems.length > 0) {
  console.error(`check-prod-bundle: ${problems.length} problem(s) in ${outDir}:`);
  for (const problem of problems.slice(0, 40)) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check-prod-bundle: ${outDir} is clean (${scanned} text files scanned; no msw, @mswjs/data, faker, mock code or mock worker)`);
