import { defineConfig, devices } from '@playwright/test';
import { API_ORIGIN, API_PORT, APP_PORT } from './scripts/lib/e2e-http-ports.mjs';
import demoConfig, { chromiumLaunchOptions } from './playwright.config';
import type { ContractOptions } from './e2e/support/test';

/**
 * End-to-end journeys of what end users run: the production bundle (`npm run build` with
 * `VITE_API_HOST` set, no mock code inside), served by `vite preview`, against the mock API over
 * plain HTTP (`npm run mock-api`): two servers, cross-origin, real cookies and CORS.
 * Ports: scripts/lib/e2e-http-ports.mjs (`E2E_PORT`, `E2E_API_PORT`). The bundle goes to dist-http/
 * (`npm run build:http`); `npm test` builds it beside the other builds and sets E2E_SKIP_BUILD=1.
 */
const baseURL = `http://localhost:${APP_PORT}`;

// Served uncompressed, as the demo e2e serves the demo (playwright.config.ts): compression is the
// host's business, and over loopback it was only CPU taken from the tests.
const preview = `node scripts/lib/static-server.mjs dist-http --port ${APP_PORT} --uncompressed`;

// The demo journeys' settings (workers, retries, timeouts, reporter, browser); only the tests,
// the servers and the output folder differ.
export default defineConfig<ContractOptions>({
  ...demoConfig,
  testDir: './e2e-http',
  outputDir: 'test-results/http',
  reporter: [['list'], ['./scripts/lib/e2e-timings-reporter.mjs', { suite: 'e2e-http' }]],
  use: { ...demoConfig.use, baseURL, contractMismatchHeaders: true },
  projects: [{ name: 'chromium-http', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: [
    {
      command: `node scripts/lib/run-ts.mjs mocks/http/server.ts --port ${API_PORT} --quiet`,
      url: `${API_ORIGIN}/api/music/keywords/categories/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: process.env.E2E_SKIP_BUILD ? preview : `npm run -s build:http && ${preview}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
