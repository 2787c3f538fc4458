#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
// Each step prints its duration; the closing line reads "N passed, M failed" for CI.
// The browser is checked first (found, installed, or a stop in seconds naming the fix), so a
// missing Chromium never costs the minutes of checks that run before the first browser step.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { ChromiumMissing, ensureChromium } from './lib/ensure-chromium.mjs';

/** A step is one or more commands; all must exit 0. */
const steps = [
  { name: 'typecheck', commands: [['npm', 'run', '-s', 'typecheck']] },
  {
    name: 'lint (eslint, API contract)',
    commands: [
      ['npm', 'run', '-s', 'lint'],
      ['npm', 'run', '-s', 'lint:api'],
    ],
  },
  { name: 'layout (steiger)', commands: [['npm', 'run', '-s', 'lint:fsd']] },
  // The deploy-time check against `npm run mock-api`, then against a spec-only server (MOCK_STRICT=1).
  { name: 'API check (npm run api:check against the mock API, and MOCK_STRICT=1)', commands: [['node', 'scripts/api-check-mock.mjs']] },
  { name: 'unit tests (vitest --project unit)', commands: [['npm', 'run', '-s', 'test:unit']] },
  {
    name: 'production build + bundle checks (size-limit, no mocks)',
    commands: [
      ['npm', 'run', '-s', 'build'],
      ['npm', 'run', '-s', 'size'],
      ['npm', 'run', '-s', 'check:bundle'],
    ],
  },
  { name: 'demo build (mock API in a service worker)', commands: [['npm', 'run', '-s', 'build:demo']] },
  { name: 'storybook build', commands: [['npm', 'run', '-s', 'build-storybook']] },
  { name: 'story tests (vitest --project storybook, Chromium)', commands: [['npm', 'run', '-s', 'test:stories']], browser: true },
  // The demo was built two steps ago: Playwright only starts `vite preview` on it.
  { name: 'e2e (Playwright, Chromium, built demo)', commands: [['npm', 'run', '-s', 'test:e2e']], env: { E2E_SKIP_BUILD: '1' }, browser: true },
  // What end users run: the production bundle (built into dist-http/ with VITE_API_HOST) against `npm run mock-api`.
  { name: 'e2e over HTTP (Playwright, production bundle + mock API)', commands: [['npm', 'run', '-s', 'test:e2e:http']], browser: true },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? steps.filter((s) => only.some((o) => s.name.startsWith(o))) : steps;

if (selected.some((s) => s.browser)) {
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

function run([cmd, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const results = [];
let passed = 0;
let failed = 0;

for (const [index, step] of selected.entries()) {
  console.log(`\n━━ [${index + 1}/${selected.length}] ${step.name}`);
  const t0 = performance.now();
  let code = 0;
  for (const command of step.commands) {
    code = await run(command, step.env);
    if (code !== 0) break;
  }
  const ms = performance.now() - t0;
  results.push({ name: step.name, ms, ok: code === 0 });
  if (code !== 0) {
    failed = 1;
    console.log(`✗ ${step.name} failed (exit ${code}) after ${seconds(ms)}`);
    break;
  }
  passed += 1;
  console.log(`✓ ${step.name} (${seconds(ms)})`);
}

console.log('\n━━ Summary');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(58)} ${seconds(r.ms).padStart(8)}`);
const skipped = selected.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later step(s) not run)`);
console.log(`Total ${seconds(performance.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
