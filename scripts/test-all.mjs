#!/usr/bin/env node
// `npm test`: every check CI runs, stopping at the first failure. The closing line reads
// "N passed, M failed" for CI; before it come the step table (when each step started, how long it
// took) and the ten slowest e2e tests of both suites.
//
// Two phases, so the minutes of browser tests never start on a tree that fails a quick check:
//   1. checks and builds (the machine this must fit has two cores: the type checker, ESLint and
//      steiger use one each; the unit tests use both and start beside the last single-core check
//      still running; the builds run one after another beside the unit tests). Their output is
//      printed whole as each one ends.
//   2. the browser suites: the story tests (one page: ~1.3 cores busy) beside the HTTP e2e on one
//      Playwright worker, their output printed whole as each ends; the demo e2e on two workers,
//      output streamed, from the moment the HTTP e2e ends (the story tests' last minute left most of
//      a core idle: docs/decisions/demo-e2e-starts-beside-the-story-tests.md).
// The browser is checked first (found, installed, or a stop in seconds naming the fix), so a missing
// Chromium never costs the minutes of checks that come before the first browser step.
//   node scripts/test-all.mjs [name prefix...]   only the steps whose names start so
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ChromiumMissing, ensureChromium } from './lib/ensure-chromium.mjs';
import { ensurePlaywrightExpectPatched } from './lib/playwright-expect-patch.mjs';
import { timingsFile } from './lib/e2e-timings-reporter.mjs';

/**
 * A step is one or more commands, run in order; all must exit 0. `cores`: how many of the two it
 * keeps busy (phase 1 runs steps side by side while their cores add up to at most PHASE_1_CORES).
 */
const checks = [
  { name: 'typecheck', commands: [['npm', 'run', '-s', 'typecheck']], cores: 1 },
  {
    name: 'lint (eslint, API contract)',
    commands: [
      ['npm', 'run', '-s', 'lint'],
      ['npm', 'run', '-s', 'lint:api'],
    ],
    cores: 1,
  },
  { name: 'layout (steiger)', commands: [['npm', 'run', '-s', 'lint:fsd']], cores: 1 },
  // The deploy-time check against `npm run mock-api`, then against a spec-only server (MOCK_STRICT=1).
  { name: 'API check (npm run api:check against the mock API, and MOCK_STRICT=1)', commands: [['node', 'scripts/api-check-mock.mjs']], cores: 1 },
  { name: 'unit tests (vitest --project unit)', commands: [['npm', 'run', '-s', 'test:unit']], cores: 2 },
  {
    name: 'production build + bundle checks (size-limit, no mocks)',
    commands: [
      ['npm', 'run', '-s', 'build'],
      ['npm', 'run', '-s', 'size'],
      ['npm', 'run', '-s', 'check:bundle'],
    ],
    cores: 1,
  },
  { name: 'demo build (mock API in a service worker)', commands: [['npm', 'run', '-s', 'build:demo']], cores: 1 },
  // What end users run, built for the e2e over HTTP: the production bundle with VITE_API_HOST.
  { name: 'production bundle for the HTTP e2e (dist-http)', commands: [['npm', 'run', '-s', 'build:http']], cores: 1 },
  { name: 'storybook build', commands: [['npm', 'run', '-s', 'build-storybook']], cores: 1 },
];
/**
 * Phase 1's cores, counted as the steps declare them: three on two, so the unit tests (2) start as
 * soon as the short checks are done, beside the rest of ESLint's run. On a fresh clone ESLint has no
 * cache and runs 36–50 s, while the typecheck, steiger and the API check are done in ~16 s: with two,
 * the second core then waited ~30 s for ESLint; the unit tests' first seconds (module transforms,
 * jsdom) leave a core partly idle anyway. The builds count one core each, so they run one after
 * another beside the unit tests, whose waits on real timers left ~0.16 of the two cores idle (and
 * the builds alone used ~1.5): phase 2 then starts when the unit tests end
 * (docs/decisions/test-command-uses-both-cores.md).
 */
const PHASE_1_CORES = 3;
/**
 * Phase 2's cores, counted as the steps declare them. Measured on two idle cores, the story tests
 * kept them 75 % busy (one page runs the stories one after another) and the demo e2e 99 %: the story
 * tests (1) and the HTTP e2e (1) start together, and the demo e2e (2) starts as soon as the HTTP e2e
 * ends, while the story tests finish (docs/decisions/demo-e2e-starts-beside-the-story-tests.md).
 */
const PHASE_2_CORES = 3;
const browserSuites = [
  { name: 'story tests (vitest --project storybook, Chromium)', commands: [['npm', 'run', '-s', 'test:stories']], cores: 1 },
  // The demo and the HTTP bundle were built in phase 1: Playwright only serves them.
  {
    name: 'e2e over HTTP (Playwright, production bundle + mock API)',
    commands: [['npm', 'run', '-s', 'test:e2e:http']],
    env: { E2E_SKIP_BUILD: '1', E2E_WORKERS: '1' },
    cores: 1,
  },
  { name: 'e2e (Playwright, Chromium, built demo)', commands: [['npm', 'run', '-s', 'test:e2e']], env: { E2E_SKIP_BUILD: '1' }, cores: 2, streamed: true },
];

const only = process.argv.slice(2);
const pick = (list) => (only.length > 0 ? list.filter((s) => only.some((o) => s.name.startsWith(o))) : list);
const phase1 = pick(checks);
const phase2 = pick(browserSuites);
const selected = [...phase1, ...phase2];

// npm's postinstall applies it; again here, for an install made without npm's scripts (its unit test
// fails when it cannot apply).
console.log(ensurePlaywrightExpectPatched().message);
if (phase2.length > 0) {
  console.log('━━ browser');
  try {
    // Every later step launches exactly this binary (scripts/lib/chromium.mjs reads CHROMIUM_PATH).
    process.env.CHROMIUM_PATH = ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(`✗ ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const startedAt = Date.now();
/** @type {{ name: string, start: number, ms: number, status: 'passed' | 'failed' | 'stopped' }[]} */
const results = [];
const running = new Set();
let failed = false;

/** Runs one command; `onOutput` gets its output when buffered, else it goes straight to the terminal. */
function run([cmd, ...args], env, onOutput) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
      // Its own process group, so a failure elsewhere can stop it and everything it started.
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.on('error', (error) => {
      onOutput?.(`${error}\n`);
      if (!onOutput) console.error(error);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** How long the steps get to shut down before whatever is left of them is killed. */
const STOP_GRACE_MS = 10_000;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every running step as Ctrl-C would: Playwright and vitest then close their browsers and
 * the web servers they started, which run in process groups of their own. Killed outright
 * (SIGTERM), Playwright left its static server listening, and the next `npm test` stopped at once
 * on "localhost:4174 is already used". Whatever still runs after STOP_GRACE_MS is killed.
 */
function stopEverything() {
  for (const child of running) signalGroup(child, 'SIGINT');
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

async function runStep(step, { buffered }) {
  const chunks = [];
  const onOutput = buffered ? (chunk) => chunks.push(chunk) : undefined;
  if (!buffered) console.log(`\n━━ ${step.name}`);
  const t0 = performance.now();
  let code = 0;
  for (const command of step.commands) {
    code = await run(command, step.env, onOutput);
    if (code !== 0 || failed) break;
  }
  const ms = performance.now() - t0;
  // A step cut short because another one failed is "stopped", not a failure of its own.
  const status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
  results.push({ name: step.name, start: t0 - started, ms, status });
  if (buffered) {
    console.log(`\n━━ ${step.name}`);
    process.stdout.write(Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))));
  }
  if (status === 'passed') console.log(`✓ ${step.name} (${seconds(ms)})`);
  else if (status === 'stopped') console.log(`- ${step.name} stopped after ${seconds(ms)}`);
  else {
    console.log(`✗ ${step.name} failed (exit ${code}) after ${seconds(ms)}`);
    failed = true;
    stopEverything();
  }
}

/** Steps side by side while their cores add up to at most `capacity`, in the listed order. */
async function runSideBySide(steps, capacity) {
  const queue = [...steps];
  const active = new Set();
  let busy = 0;
  await new Promise((resolveAll) => {
    const next = () => {
      while (!failed && queue.length > 0 && busy + Math.min(queue[0].cores, capacity) <= capacity) {
        const step = queue.shift();
        const cores = Math.min(step.cores, capacity);
        busy += cores;
        const promise = runStep(step, { buffered: !step.streamed }).then(() => {
          busy -= cores;
          active.delete(promise);
          next();
        });
        active.add(promise);
      }
      if (active.size === 0) resolveAll();
    };
    next();
  });
}

// Ctrl-C: the steps run in process groups of their own, so they are told here, and the command
// exits once they have shut down (their servers with them).
process.on('SIGINT', () => {
  stopEverything();
  const exitOnceStopped = () => (running.size === 0 ? process.exit(130) : setTimeout(exitOnceStopped, 100));
  exitOnceStopped();
});

await runSideBySide(phase1, PHASE_1_CORES);
if (!failed) await runSideBySide(phase2, PHASE_2_CORES);

/** The ten slowest tests of the e2e suites that ran in this run. */
function slowestE2eTests(count = 10) {
  const tests = [];
  for (const suite of ['e2e', 'e2e-http']) {
    const file = timingsFile(suite);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.started < startedAt) continue;
    for (const test of report.tests) tests.push({ suite, ...test });
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

console.log('\n━━ Summary');
console.log(`  ${'step'.padEnd(58)} ${'started'.padStart(8)} ${'took'.padStart(8)}`);
for (const r of results.sort((a, b) => a.start - b.start)) {
  console.log(`${{ passed: '✓', failed: '✗', stopped: '-' }[r.status]} ${r.name.padEnd(58)} ${seconds(r.start).padStart(8)} ${seconds(r.ms).padStart(8)}`);
}
const notRun = selected.length - results.length;
if (notRun > 0) console.log(`  (${notRun} later step(s) not run)`);
const slowest = slowestE2eTests();
if (slowest.length > 0) {
  console.log(`\n━━ Ten slowest e2e tests`);
  for (const t of slowest) console.log(`  ${seconds(t.ms).padStart(7)}  ${t.suite.padEnd(8)} ${`${t.file}:${t.line}`.padEnd(38)} ${t.title}${t.status === 'passed' ? '' : ` (${t.status})`}`);
}
console.log(`\nTotal ${seconds(performance.now() - started)}`);
const passed = results.filter((r) => r.status === 'passed').length;
console.log(`${passed} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
