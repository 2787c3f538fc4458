import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { onDatabaseChanged } from './lib/server/changes';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from './lib/server/cookies';
import { isMutating } from './lib/server/csrf';
import { readMockOptions, removeCommandsFromUrl, type MockOptions } from './lib/server/mock-options';
import {
  clearStoredDatabase, flushSave, matchesCatalogue, readStoredDatabase, saveDatabase, scheduleSave,
} from './lib/server/persistence';
import { setScenarios } from './lib/server/scenarios';
import { restoreSnapshot } from './lib/server/snapshot';
import { parseScale, resetDatabase, seedCatalogueOnly, seedDatabase, seedPeopleTables, type MockScale } from './seed';

export const worker = setupWorker(...handlers);

function defaultScale(): MockScale {
  return parseScale(import.meta.env.VITE_MOCK_SCALE as string | undefined);
}

/** Restores the saved people over a fresh catalogue, or seeds from scratch (first visit, reset, new scale). */
function prepareDatabase(options: MockOptions): void {
  const stored = options.reset ? null : readStoredDatabase();
  const scale = options.scale ?? stored?.scale ?? defaultScale();
  if (!stored || stored.scale !== scale) {
    seedDatabase({ scale });
    saveDatabase();
    return;
  }
  seedCatalogueOnly({ scale });
  if (matchesCatalogue(stored)) restoreSnapshot(stored.tables);
  else seedPeopleTables();
}

/**
 * Back to the seeded database: every registration, project change and session is forgotten.
 * Also on `window` for the console: `resetMockDatabase()`. Reloads the page unless told not to.
 */
export function resetMockDatabase(options: { reload?: boolean } = {}): void {
  resetDatabase();
  clearStoredDatabase();
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

declare global {
  interface Window {
    resetMockDatabase?: typeof resetMockDatabase;
  }
}

/**
 * Starts the service-worker mock backend; the app renders only after this resolves.
 * `?mock=` picks fault scenarios, `?mock=reset` reseeds (see docs/mock-api.md).
 */
export async function enableMocking(): Promise<void> {
  const options = readMockOptions(window.location.search);
  prepareDatabase(options);
  removeCommandsFromUrl();
  setScenarios(options.scenarios);
  if (options.reset) writeDocumentCookie(expiredCookie(SESSION_COOKIE));
  persistChanges();
  window.resetMockDatabase = resetMockDatabase;
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
