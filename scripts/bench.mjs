#!/usr/bin/env node
// `npm run bench`: prints performance figures. It never asserts on timing (the byte budget is
// enforced by size-limit in `npm test`); every section prints what it measured or why it could not.
//   npm run bench                  everything
//   npm run bench -- --build       rebuild dist/ and dist-demo/ first
//   npm run bench -- size search   only some sections (size | mock-search | demo-start | search | player | player-cpu | activity | projects | downloads | popup-login | reference | edit-read | edit-cue-sheet | lighthouse | lantern | startup-trace)
//   npm run bench -- reference-speed      one part of `reference`: the 3-minute MP3 in Chromium (reference-accuracy: the tempo and key accuracy)
//   npm run bench -- lighthouse --cpu-slowdown 8   Lighthouse at another CPU slowdown (default 4)
//   npm run bench -- lantern       what each request before a landing page's first paint costs its simulated LCP
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { frontPageFiles, initialAssets } from './lib/initial-assets.mjs';
import { ensureDemoBuild, NotMeasuredYet, startDemoServer, withDemoPage } from './lib/chromium-bench.mjs';
import { kb } from './lib/stats.mjs';
import { measureKeywordToggleToPaint } from './bench/search.mjs';
import { measureClickToPlaying, measurePlaybackCpu, measureTrackSwitches } from './bench/player.mjs';
import { measureBigProject, measureDropToRow } from './bench/projects.mjs';
import { measureWavDownload, measureWavDownloadToPickedFile } from './bench/downloads.mjs';
import { startHttpApp } from './lib/http-app.mjs';
import { measureActivityList } from './bench/activity.mjs';
import { measureEditCueSheet } from './bench/edit-cue-sheet.mjs';
import { benchEditRead } from './bench/edit-read.mjs';
import { benchLoginPopup } from './bench/popup-login.mjs';
import { measureReferenceSpeed } from './bench/reference-speed.mjs';

const args = process.argv.slice(2);
const rebuild = args.includes('--build');
// Section names: every word but the options and the value `--cpu-slowdown` takes.
const sections = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--cpu-slowdown');
// Lighthouse takes minutes (three rounds over twelve pages), Lantern's re-simulation and the start-up trace too: only when asked for by name.
const wanted = (name) => (sections.length === 0 && !['lighthouse', 'lantern', 'startup-trace'].includes(name)) || sections.includes(name);

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const rawBytes = (file) => readFileSync(file).length;

function heading(text) {
  console.log(`\n== ${text}`);
}

function build(script, outDir) {
  if (!rebuild && existsSync(join(outDir, 'index.html'))) return;
  console.log(`bench: npm run ${script}…`);
  const result = spawnSync('npm', ['run', '-s', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

// (a) Bytes a browser downloads before `/` renders, production build (real API, no mocks).
function benchBundleSize() {
  heading('Bundle size: initial JS and CSS of / (npm run build, gzip -9)');
  build('build', 'dist');
  const files = initialAssets('dist');
  const rows = files.map((file) => ({ file, raw: rawBytes(join('dist', file)), gzip: gzipBytes(join('dist', file)) }));
  for (const row of rows) console.log(`  ${row.file.padEnd(46)} ${kb(row.raw).padStart(11)} raw ${kb(row.gzip).padStart(11)} gzip`);
  const sum = (kind) => rows.filter((r) => r.file.endsWith(kind)).reduce((total, r) => total + r.gzip, 0);
  const js = sum('.js');
  const css = sum('.css');
  console.log(`  initial JS   ${kb(js)} gzip`);
  console.log(`  initial CSS  ${kb(css)} gzip`);
  console.log(`  initial JS+CSS of /  ${kb(js + css)} gzip  (budget 150 kB, checked by size-limit in npm test)`);

  // The home page is a lazy route: its script (and its styles, inline in index.html) come with the entry on `/`.
  const home = frontPageFiles('dist').filter((file) => !files.includes(file));
  if (home.length > 0) {
    const homeBytes = home.reduce((total, file) => total + gzipBytes(join('dist', file)), 0);
    console.log(`  + home route files (${home.length})  ${kb(homeBytes)} gzip → ${kb(js + css + homeBytes)} to first paint of /`);
  }
  const all = readdirSync('dist/assets').filter((f) => /\.(js|css)$/.test(f));
  const total = all.reduce((t, f) => t + gzipBytes(join('dist/assets', f)), 0);
  console.log(`  all JS+CSS of the build (${all.length} files, lazy chunks included)  ${kb(total)} gzip`);
}

// (b) The mock search engine over the default catalogue and 20,000 tracks (mock-music helper's script).
function benchMockSearch() {
  heading('Mock search engine (scripts/bench-mock-search.*)');
  const candidates = ['scripts/bench-mock-search.mjs', 'scripts/bench-mock-search.js', 'scripts/bench-mock-search.ts'];
  const script = candidates.find((file) => existsSync(file));
  if (!script) {
    console.log('  (not present yet)');
    return;
  }
  const command = script.endsWith('.ts') ? ['scripts/lib/run-ts.mjs', script] : [script];
  const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
  if (result.status !== 0) console.log(`  ${script} exited with ${result.status}`);
}

// (c) In Chromium against the built demo: one preview server, a fresh browser per measurement.
async function benchInChromium(demo, title, measure) {
  heading(title);
  try {
    await withDemoPage(measure, { demo });
  } catch (error) {
    if (error instanceof NotMeasuredYet) console.log(`  ${error.message}`);
    else console.log(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

// (d) Mock cue sheet of a 500-item project (downloads helper's script).
function benchMockCuesheet() {
  heading('Mock cue sheet: 500-item project (scripts/bench-mock-cuesheet.ts)');
  const result = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/bench-mock-cuesheet.ts'], { stdio: 'inherit' });
  if (result.status !== 0) console.log(`  scripts/bench-mock-cuesheet.ts exited with ${result.status}`);
}

// Tempo and key accuracy of MATCH A REFERENCE TRACK on sox-made cues and the catalogue's audio.
function benchReferenceAccuracy() {
  const result = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'scripts/bench-reference-accuracy.ts'], { stdio: 'inherit' });
  if (result.status !== 0) console.log(`  scripts/bench-reference-accuracy.ts exited with ${result.status}`);
}

try {
  if (wanted('size')) benchBundleSize();
  if (wanted('mock-search')) benchMockSearch();
  if (wanted('demo-start')) {
    ensureDemoBuild({ force: rebuild });
    await (await import('./bench/demo-start.mjs')).benchDemoStart();
  }
  if (wanted('downloads')) benchMockCuesheet();
  if (wanted('reference') || wanted('reference-accuracy')) benchReferenceAccuracy();
  const referenceSpeed = wanted('reference') || wanted('reference-speed');
  if (wanted('search') || wanted('player') || wanted('player-cpu') || wanted('activity') || wanted('projects') || wanted('downloads') || wanted('popup-login') || wanted('edit-cue-sheet') || referenceSpeed) {
    ensureDemoBuild({ force: rebuild });
    const demo = await startDemoServer();
    try {
      if (wanted('search')) await benchInChromium(demo, 'Search in Chromium (built demo)', measureKeywordToggleToPaint);
      if (wanted('player')) {
        await benchInChromium(demo, 'Player in Chromium: click play → playing', measureClickToPlaying);
        await benchInChromium(demo, 'Player in Chromium: 200 track switches', measureTrackSwitches);
      }
      if (wanted('player') || wanted('player-cpu')) await benchInChromium(demo, 'Player in Chromium: CPU while a track plays', measurePlaybackCpu);
      if (wanted('projects')) {
        await benchInChromium(demo, 'Projects in Chromium: drop a track → row visible', measureDropToRow);
        await benchInChromium(demo, 'Projects in Chromium: 500-item project, reorder drag', measureBigProject);
      }
      if (wanted('downloads')) {
        await benchInChromium(demo, 'Downloads in Chromium, demo (the mock writes the file in the same page): a ~20 MB WAV, no save picker', measureWavDownload);
        // What end users run: the file comes over HTTP from another process, so the heap is the app's alone.
        const app = await startHttpApp();
        try {
          await benchInChromium(app, 'Downloads in Chromium, production bundle over HTTP: a ~20 MB WAV to the file the user picks (save picker)', measureWavDownloadToPickedFile);
          await benchInChromium(app, 'Downloads in Chromium, production bundle over HTTP: a ~20 MB WAV, no save picker (as Firefox, Safari)', measureWavDownload);
        } finally {
          await app.close();
        }
      }
      if (wanted('activity')) await benchInChromium(demo, 'MY ACTIVITY in Chromium: 1,000 items', measureActivityList);
      if (referenceSpeed) await benchInChromium(demo, 'MATCH A REFERENCE TRACK in Chromium: a 3-minute 44.1 kHz stereo MP3 (scripts/bench/reference-speed.mjs)', measureReferenceSpeed);
      if (wanted('edit-cue-sheet')) await benchInChromium(demo, 'Cue sheet from an edit in Chromium: a 500-event EDL, 120 tracks', measureEditCueSheet);
      if (wanted('popup-login')) {
        heading('Login popup in Chromium: cold loads of / at CPU ×6, click "Login / Register" → "Email*" visible (built demo)');
        await benchLoginPopup(demo);
      }
    } finally {
      await demo.close();
    }
  }
  if (wanted('edit-read')) await benchEditRead();
  if (wanted('lighthouse')) await (await import('./bench/lighthouse.mjs')).benchLighthouse();
  if (wanted('lantern')) await (await import('./bench/lantern.mjs')).benchLantern();
  if (wanted('startup-trace')) await (await import('./bench/startup-trace.mjs')).benchStartupTrace();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
