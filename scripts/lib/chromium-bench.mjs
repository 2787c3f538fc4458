// Playwright-driven measurement harness for `npm run bench`: serves the built offline demo
// (dist-demo, mock API in a service worker) with `vite preview`, launches Debian's Chromium with
// the project's flags, and hands each measurement a context with helpers. Figures only: nothing
// here asserts on timing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS as BASE_CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { formatTiming, mb } from './stats.mjs';

// Lets measurements force a garbage collection (window.gc) before reading the heap.
export const CHROMIUM_ARGS = [...BASE_CHROMIUM_ARGS, '--js-flags=--expose-gc'];

export const DEMO_PASSWORD = 'demo1234';

/** Builds dist-demo when missing (or when `force`). */
export function ensureDemoBuild({ force = false } = {}) {
  if (!force && existsSync('dist-demo/index.html')) return;
  console.log('bench: building the demo (npm run build:demo)…');
  const result = spawnSync('npm', ['run', '-s', 'build:demo'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:demo failed');
}

// Counts every <audio>/<video> element the page ever creates (in the DOM or not), so the player
// bench can report how many media elements a session made. Installed before any app code runs.
const MEDIA_COUNTER = () => {
  const created = new Set();
  const remember = (element) => {
    if (element instanceof HTMLMediaElement) created.add(new WeakRef(element));
    return element;
  };
  const NativeAudio = window.Audio;
  window.Audio = function Audio(...args) {
    return remember(new NativeAudio(...args));
  };
  window.Audio.prototype = NativeAudio.prototype;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    return remember(createElement.apply(this, args));
  };
  window.__benchMedia = {
    /** Media elements created so far (including ones already garbage collected). */
    created: () => created.size,
    /** Media elements still alive (after a GC) or in the document. */
    alive: () => {
      let alive = 0;
      for (const ref of created) if (ref.deref()) alive += 1;
      return Math.max(alive, document.querySelectorAll('audio, video').length);
    },
  };
};

/**
 * What a measurement receives (see withDemoPage):
 *   page, context, browser, baseURL, apiOrigin ('' for the demo, whose mock answers same-origin)
 *   open(path)                 → goto + wait until the app shell rendered and /api/users/me/ answered
 *   signIn(email)              → sign in through the mock API (cookie session) and reload
 *   sample(n, fn, {warmup})    → runs `fn(i)` n times (after `warmup` unrecorded runs); each returns ms
 *   timeToPaint(act, done)     → ms from `act()`'s user input to the first frame where `done()`
 *                                (a function evaluated in the page) is true
 *   heapUsed()                 → JS heap bytes after a forced GC
 *   mediaElements()            → { created, alive } counts of <audio>/<video> elements
 *   report.timing(label, samples, target?) / report.value(label, text)
 * @typedef {ReturnType<typeof makeContext>} BenchContext
 */

/**
 * Serves dist-demo with `vite preview` (building it when missing). One server serves every
 * measurement of a bench run: `const demo = await startDemoServer(); … await demo.close();`.
 */
export async function startDemoServer({ port = Number(process.env.BENCH_PORT) || 4176 } = {}) {
  ensureDemoBuild();
  const server = await preview({
    mode: 'demo',
    logLevel: 'error',
    build: { outDir: 'dist-demo' },
    preview: { port, strictPort: false, open: false },
  });
  const baseURL = server.resolvedUrls?.local?.[0]?.replace(/\/$/, '') ?? `http://localhost:${port}`;
  return { baseURL, close: () => server.close() };
}

/**
 * Runs `fn(ctx)` in a fresh Chromium (new profile: no service worker, storage or cache left from
 * another measurement) against the demo served at `demo.baseURL` (started here when not given),
 * and always cleans up.
 */
export async function withDemoPage(fn, { demo } = {}) {
  const ownServer = demo ? null : await startDemoServer();
  const { baseURL } = demo ?? ownServer;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' });
    await context.addInitScript(MEDIA_COUNTER);
    const page = await context.newPage();
    const ctx = makeContext({ page, context, browser, baseURL, apiOrigin: (demo ?? ownServer).apiOrigin ?? '' });
    return await fn(ctx);
  } finally {
    await browser.close();
    await ownServer?.close();
  }
}

function makeContext({ page, context, browser, baseURL, apiOrigin }) {
  const open = async (path = '/') => {
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/', { timeout: 20_000 }).catch(() => null);
    await page.goto(path);
    await page.getByRole('banner').waitFor({ timeout: 20_000 });
    await me;
  };

  const signIn = async (email) => {
    if (!page.url().startsWith(baseURL)) await open('/');
    const status = await page.evaluate(
      async ({ email, password, apiOrigin }) => {
        const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch(`${apiOrigin}/api/login/`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
          body: JSON.stringify({ username: email, password, staySignedIn: true }),
        });
        return response.status;
      },
      { email, password: DEMO_PASSWORD, apiOrigin },
    );
    if (status >= 400) throw new Error(`bench sign-in as ${email} failed with ${status}`);
    await open(new URL(page.url()).pathname + new URL(page.url()).search);
  };

  const sample = async (n, run, { warmup = 3 } = {}) => {
    const values = [];
    for (let i = 0; i < warmup + n; i += 1) {
      const value = await run(i);
      if (i >= warmup && Number.isFinite(value)) values.push(value);
    }
    return values;
  };

  const timeToPaint = async (act, done) => {
    await page.evaluate((source) => {
      const isDone = new Function(`return (${source})`)();
      window.__benchPaint = new Promise((resolve) => {
        let start = null;
        const onInput = (event) => {
          start ??= event.timeStamp;
        };
        for (const type of ['pointerdown', 'mousedown', 'click', 'keydown']) window.addEventListener(type, onInput, { capture: true, once: true });
        const check = () => {
          if (start === null || !isDone()) return false;
          observer.disconnect();
          // The frame that shows the change: next animation frame, then after its paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        window.__benchPaintCheck = check;
      });
    }, done.toString());
    await act();
    await page.evaluate(() => window.__benchPaintCheck?.());
    return page.evaluate(() => window.__benchPaint);
  };

  const heapUsed = async () => {
    const session = await context.newCDPSession(page);
    try {
      await session.send('HeapProfiler.collectGarbage');
      await session.send('Performance.enable');
      const { metrics } = await session.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    } finally {
      await session.detach();
    }
  };

  const mediaElements = async () => {
    await page.evaluate(() => globalThis.gc?.());
    return page.evaluate(() => ({ created: window.__benchMedia.created(), alive: window.__benchMedia.alive() }));
  };

  const report = {
    timing: (label, values, target) => console.log(`  ${formatTiming(label, values, target)}`),
    value: (label, text) => console.log(`  ${label.padEnd(52)} ${text}`),
    bytes: (label, bytes) => console.log(`  ${label.padEnd(52)} ${mb(bytes)}`),
  };

  return { page, context, browser, baseURL, apiOrigin, open, signIn, sample, timeToPaint, heapUsed, mediaElements, report };
}

/** Marker a bench hook throws (or returns) while its measurement body is not written yet. */
export class NotMeasuredYet extends Error {
  constructor(what) {
    super(`${what}: not measured yet`);
    this.name = 'NotMeasuredYet';
  }
}
