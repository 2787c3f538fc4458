// `npm run bench -- popup-login`: how long a visitor waits for the login form. Each round is a
// cold load (a new browser context: no HTTP cache, no service worker, no storage) of the built demo
// at `/` with the CPU slowed down six times (CDP `Emulation.setCPUThrottlingRate`, a mid-range
// phone), then a click on the header's "Login / Register"; the figure is the time from the
// pointer going down to the first frame where the dialog's "Email*" field is on screen.
// Two moments of the click, because the form's code can be on its way before it is asked for:
//   - at once: as soon as the button is on screen (the page still loading around it);
//   - settled: once the page has made no request for a second and a half (someone who read first).
// Timing is taken in the page (event time stamp → MutationObserver → next frame), so Playwright's
// own polling of the DOM, which competes for the same slowed-down main thread, is not in the figure.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/chromium.mjs';
import { CHROMIUM_ARGS } from '../lib/chromium-bench.mjs';
import { formatTiming } from '../lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_POPUP_ROUNDS ?? 20);
const CPU_SLOWDOWN = Number(process.env.BENCH_POPUP_CPU ?? 6);
/** Longest wait for the form before a round counts as "never came". */
const GIVE_UP_MS = 60_000;

/** In the page before any app code: resolves `window.__benchLogin` with click → "Email*" visible. */
const WATCH_FOR_LOGIN_FORM = () => {
  const emailVisible = () =>
    [...document.querySelectorAll('[role="dialog"] input')].some(
      (input) => [...(input.labels ?? [])].some((label) => label.textContent?.trim() === 'Email*') && input.checkVisibility(),
    );
  window.__benchLogin = new Promise((resolve) => {
    let start = null;
    window.addEventListener('pointerdown', (event) => (start ??= event.timeStamp), { capture: true, once: true });
    const check = () => {
      if (start === null || !emailVisible()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    };
    const observer = new MutationObserver(check);
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true, attributes: true }));
  });
};

/** Resolves once no resource was fetched for `quietMs` (at most `maxMs`). */
const WAIT_FOR_QUIET = ({ quietMs, maxMs }) =>
  new Promise((resolve) => {
    const started = performance.now();
    let count = -1;
    let since = performance.now();
    const tick = () => {
      const now = performance.getEntriesByType('resource').length;
      if (now !== count) {
        count = now;
        since = performance.now();
      }
      if (performance.now() - since >= quietMs || performance.now() - started >= maxMs) resolve();
      else setTimeout(tick, 100);
    };
    tick();
  });

async function oneRound(browser, baseURL, { settle }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(WATCH_FOR_LOGIN_FORM);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Login / Register' });
    await button.waitFor({ timeout: GIVE_UP_MS });
    if (settle) await page.evaluate(WAIT_FOR_QUIET, { quietMs: 1500, maxMs: 30_000 });
    const box = await button.boundingBox();
    if (!box) throw new Error('"Login / Register" has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return await Promise.race([
      page.evaluate(() => window.__benchLogin),
      new Promise((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), GIVE_UP_MS)),
    ]);
  } finally {
    await context.close();
  }
}

/** Prints p50/p95 of click → "Email*" visible over ROUNDS cold loads for each moment of the click. */
export async function benchLoginPopup({ baseURL }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const [label, settle] of [
      ['click at once → "Email*" visible', false],
      ['click once settled → "Email*" visible', true],
    ]) {
      const values = [];
      let neverCame = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const value = await oneRound(browser, baseURL, { settle });
        if (Number.isFinite(value)) values.push(value);
        else neverCame += 1;
      }
      console.log(`  ${formatTiming(label, values)}${neverCame ? `  ${neverCame} never came in ${GIVE_UP_MS / 1000} s` : ''}`);
    }
  } finally {
    await browser.close();
  }
}
