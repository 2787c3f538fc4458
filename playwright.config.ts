import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/lib/chromium.mjs';

/**
 * End-to-end journeys against the built offline demo (`npm run build:demo` → dist-demo/, the app
 * with the mock API in a service worker), in Debian's Chromium headless shell (never `playwright install`;
 * scripts/lib/chromium.mjs says which binary).
 * `npm test` builds the demo first and sets E2E_SKIP_BUILD=1; alone, `npm run test:e2e` builds it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://localhost:${PORT}`;
// The built demo, served uncompressed: over loopback, `vite preview`'s gzip of every file at every
// fresh page, and the browser's inflating it, were CPU taken from the tests (scripts/lib/static-server.mjs).
const preview = `node scripts/lib/static-server.mjs dist-demo --port ${PORT} --uncompressed`;

export const chromiumLaunchOptions = testLaunchOptions();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries, CI included: a test that passes only on a second try is a bug, in the app or in the
  // test, and a retry would hide it (it did: a login popup that stayed on "Loading form").
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Waits are outcomes, not speed (speed is `npm run bench`'s): an assertion waits as long as the
  // app itself may take before it must say something failed (a part's code: 15 s, see
  // PART_LOAD_DEADLINE_MS). Two browsers share two cores here, each running the app and, in the
  // demo, its mock on one thread: a popup whose code and check call queued behind that work took
  // 8 s, and a 7 s wait failed a journey that was working.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list, and every test's time for `npm test`'s ten slowest (scripts/lib/e2e-timings-reporter.mjs).
  reporter: [['list'], ['./scripts/lib/e2e-timings-reporter.mjs', { suite: 'e2e' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    serviceWorkers: 'allow',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: process.env.E2E_SKIP_BUILD ? preview : `npm run -s build:demo && ${preview}`,
    url: baseURL,
    // Never a server this run did not start: a preview left running on the port (an older build)
    // once served a whole `npm test` run, which then tested code that was no longer there. A busy
    // port stops the run at once instead (`--strictPort`).
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
