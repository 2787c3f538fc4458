// What end users run, for measurements: the production bundle built with `VITE_API_HOST` pointing
// at the real-HTTP mock API (`npm run mock-api`), served by the static server. Used by the
// Lighthouse comparison and by the Chromium benches that must not count the demo's in-page mock.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';

export const API_PORT = Number(process.env.LH_API_PORT ?? 8090);
export const API_ORIGIN = `http://localhost:${API_PORT}`;
const CACHE = 'node_modules/.cache/cuebox';

export function npmRun(args, env = {}) {
  const result = spawnSync('npm', ['run', '-s', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
}

/** Builds the production bundle against API_ORIGIN into the bench cache; returns its folder. */
export function buildHttpBundle() {
  const outDir = join(CACHE, 'dist-http');
  npmRun(['build', '--', '--outDir', outDir, '--emptyOutDir'], { VITE_API_HOST: API_ORIGIN });
  return outDir;
}

/** Starts `npm run mock-api` on API_PORT when the project has it; resolves null otherwise. */
export async function startMockApi() {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
  if (!scripts['mock-api']) return null;
  // An API already listening on the port (one a crashed run left) would answer in this one's place
  // while this one exits at once: the figures would come from other code.
  const taken = await fetch(`${API_ORIGIN}/api/users/me/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already answers on port ${API_PORT} (a mock API left running?); stop it, or set LH_API_PORT`);
  const child = spawn('npm', ['run', '-s', 'mock-api', '--', '--port', String(API_PORT), '--quiet'], { stdio: 'ignore', detached: true });
  // Stopping it twice, or after it ended, is not an error: a failing run's clean-up must not hide
  // the failure that started it.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock-api exited (code ${child.exitCode}) before answering`);
    try {
      await fetch(`${API_ORIGIN}/api/users/me/`);
      return { close: stop };
    } catch {
      await new Promise((done) => setTimeout(done, 300));
    }
  }
  stop();
  throw new Error('mock-api did not answer within 60 s');
}

/**
 * The production bundle and the mock API, both serving: `{ baseURL, apiOrigin, close }`, shaped
 * like the demo server so the Chromium benches run on either.
 */
export async function startHttpApp({ outDir = buildHttpBundle() } = {}) {
  const api = await startMockApi();
  if (!api) throw new Error('npm run mock-api is missing');
  const app = await serveStatic(outDir, { port: Number(process.env.BENCH_APP_PORT) || 0 });
  return {
    baseURL: app.url,
    apiOrigin: API_ORIGIN,
    close: async () => {
      await app.close();
      api.close();
    },
  };
}
