import { defineConfig, devices } from '@playwright/test';
import { API_ORIGIN, API_PORT, APP_PORT } from './e2e-http/ports';
import demoConfig, { chromiumLaunchOptions } from './playwright.config';

/**
 * End-to-end journeys of what end users run: the production bundle (`npm run build` with
 * `VITE_API_HOST` set, no mock code inside), served by `vite preview`, against the mock API over
 * plain HTTP (`npm run mock-api`): two servers, cross-origin, real cookies and CORS.
 * Ports: e2e-http/ports.ts (`E2E_PORT`, `E2E_API_PORT`). The bundle goes to dist-http/.
 */
const baseURL = `http://localhost:${APP_PORT}`;

const build = 'npx vite build --outDir dist-http --emptyOutDir --logLevel warn';
const preview = `npx vite preview --outDir dist-http --port ${APP_PORT} --strictPort`;

// The demo journeys' settings (workers, retries, timeouts, reporter, browser); only the tests,
// the servers and the output folder differ.
export default defineConfig({
  ...demoConfig,
  testDir: './e2e-http',
  outputDir: 'test-results/http',
  use: { ...demoConfig.use, baseURL },
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
      command: `${build} && ${preview}`,
      url: baseURL,
      env: { VITE_API_HOST: API_ORIGIN },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
