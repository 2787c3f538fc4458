import { setupWorker } from 'msw/browser';
import { setBakedWaveformBase } from './audio/baked-waveforms';
import { handlers } from './handlers';
import { CONTRACT_CONSOLE_PREFIX, formatMismatch } from './lib/contract/report';
import { watchContract, type ContractWatch } from './lib/contract/watch';
import { onDatabaseChanged } from './lib/server/changes';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from './lib/server/cookies';
import { isMutating } from './lib/server/csrf';
import { readMockOptions, removeCommandsFromUrl, type MockOptions } from './lib/server/mock-options';
import {
  clearStoredDatabase, flushSave, matchesCatalogue, readStoredDatabase, saveDatabase, scheduleSave,
} from './lib/server/persistence';
import { setScenarios } from './lib/server/scenarios';
import { restoreSnapshot, type Snapshot } from './lib/server/snapshot';
import { parseScale, seededScale, setSeededScale, type MockScale } from './seed/scale';
import databaseUrl, { waveformBase } from 'virtual:mock-database';
import { MOCK_WORKER_FILE } from './worker-file';

export const worker = setupWorker(...handlers);

function defaultScale(): MockScale {
  return parseScale(import.meta.env.VITE_MOCK_SCALE as string | undefined);
}

/** The seeded database (default scale), generated at build time: fetched, not computed. */
async function loadSeededSnapshot(): Promise<void> {
  const response = await fetch(databaseUrl);
  if (!response.ok) throw new Error(`[mock] ${databaseUrl} answered ${response.status}`);
  restoreSnapshot((await response.json()) as Snapshot);
  setSeededScale('default');
  // The waveforms baked with this database: another scale's items draw theirs.
  setBakedWaveformBase(waveformBase);
}

/**
 * Restores the saved people over the seeded catalogue, or starts from the seeded database (first
 * visit, reset, new scale). Only another scale runs the generator (faker), loaded on demand.
 */
async function prepareDatabase(options: MockOptions): Promise<void> {
  const stored = options.reset ? null : readStoredDatabase();
  const scale = options.scale ?? stored?.scale ?? defaultScale();
  if (scale !== 'default') {
    const seed = await import('./seed');
    if (!stored || stored.scale !== scale) {
      seed.seedDatabase({ scale });
      saveDatabase();
      return;
    }
    seed.seedCatalogueOnly({ scale });
    if (matchesCatalogue(stored)) restoreSnapshot(stored.tables);
    else seed.seedPeopleTables();
    return;
  }
  await loadSeededSnapshot();
  if (!stored || stored.scale !== scale) saveDatabase();
  else if (matchesCatalogue(stored)) restoreSnapshot(stored.tables);
}

/**
 * Back to the seeded database: every registration, project change and session is forgotten.
 * Also on `window` for the console: `resetMockDatabase()`. Reloads the page unless told not to.
 */
export async function resetMockDatabase(options: { reload?: boolean } = {}): Promise<void> {
  const scale = seededScale();
  clearStoredDatabase();
  if (scale === null || scale === 'default') await loadSeededSnapshot();
  else (await import('./seed')).resetDatabase({ scale });
  saveDatabase();
  writeDocumentCookie(expiredCookie(SESSION_COOKIE));
  if (options.reload ?? true) window.location.reload();
}

function persistChanges(): void {
  worker.events.on('response:mocked', ({ request }) => {
    if (isMutating(request.method)) scheduleSave();
  });
  onDatabaseChanged(scheduleSave);
  window.addEventListener('pagehide', flushSave);
}

/**
 * Where a developer or a test drives the page (the dev server; Playwright, whose browser sets
 * `navigator.webdriver`), every request the page sends and every answer the mock gives is held to
 * the API contract: a mismatch is a console error starting with `[contract]` that names the
 * operation, the status and the field (the e2e fixture fails the test on it), and the call's
 * answer is counted in `window.mockContractWatch`. A visitor of the demo pays nothing for it.
 */
function holdToContract(): void {
  if (!import.meta.env.DEV && !navigator.webdriver) return;
  window.mockContractWatch = watchContract(worker.events, (mismatch) => {
    console.error(`${CONTRACT_CONSOLE_PREFIX} ${formatMismatch(mismatch)}`);
  });
}

declare global {
  interface Window {
    resetMockDatabase?: typeof resetMockDatabase;
    /** The contract watch (dev and automated browsers): `settle()` waits for the checks still running. */
    mockContractWatch?: ContractWatch;
  }
}

/**
 * Starts the service-worker mock backend; the app renders only after this resolves.
 * `?mock=` picks fault scenarios, `?mock=reset` reseeds (see docs/mock-api.md).
 */
export async function enableMocking(): Promise<void> {
  const options = readMockOptions(window.location.search);
  // The contract's validator loads alongside the database: the mock checks each /api request
  // against it before answering (handlers/contract-refusal.ts), so the first call need not wait for it.
  void import('./lib/contract/mock-contract');
  // The service worker registers while the database loads; nothing is answered before both.
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${MOCK_WORKER_FILE}` },
  });
  await prepareDatabase(options);
  // Read by `npm run bench -- demo-start` (where the start-up time goes).
  performance.mark('mock:database-ready');
  removeCommandsFromUrl();
  setScenarios(options.scenarios);
  if (options.reset) writeDocumentCookie(expiredCookie(SESSION_COOKIE));
  persistChanges();
  holdToContract();
  window.resetMockDatabase = resetMockDatabase;
  await started;
  await controlledByWorker();
  performance.mark('mock:worker-ready');
}

/** How long a page waits for the just-activated worker to take it over (a first visit). */
const CLAIM_WAIT_MS = 1000;

/**
 * Resolves once the worker controls this page: at once, or when the worker just activated on a
 * first visit claims it. A page loaded outside the worker's control (a hard reload, or Chromium
 * now and then on a navigation) is reloaded and never resolves: the app must not start on it, as
 * its calls would reach the static host and fail ("Search failed" on a demo that works). MSW asks
 * for that reload itself, but the app starting meanwhile could leave the page as it was.
 */
async function controlledByWorker(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  const claimed = await new Promise<boolean>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
    setTimeout(() => resolve(navigator.serviceWorker.controller !== null), CLAIM_WAIT_MS);
  });
  if (claimed) return;
  window.location.reload();
  await new Promise<never>(() => {});
}
