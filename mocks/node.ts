import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetScenarios } from './lib/scenarios';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './lib/snapshot';
import { seedDatabase } from './seed';

/** The mock backend for vitest (msw/node). Started in src/shared/lib/test/setup-tests.ts. */
export const server = setupServer(...handlers);

let pristine: Snapshot | null = null;

/**
 * Before each test: the seeded database and no scenarios. The catalogue is seeded once per test
 * file (module instance); the people tables (users, sessions, projects, activity…) are restored
 * from a snapshot before every test, which keeps tests isolated and fast.
 */
export function resetMockBackend(): void {
  if (pristine) restoreSnapshot(pristine);
  else {
    seedDatabase();
    pristine = takeSnapshot();
  }
  resetScenarios();
}

export { setScenarios, resetScenarios, getScenarios } from './lib/scenarios';
export { scenarioHandlers } from './handlers/scenarios';
export { signInAs, signOutLocally } from './lib/sign-in';
export { PERSONAS, DEMO_PASSWORD } from './seed/people';
