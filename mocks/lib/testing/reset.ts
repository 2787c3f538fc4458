import { seedDatabase } from '../../seed';
import { resetScenarios } from '../server/scenarios';
import { restoreSnapshot, takeSnapshot, type Snapshot } from '../server/snapshot';

let pristine: Snapshot | null = null;

/**
 * The seeded database and no scenarios, cheaply: the catalogue is seeded once per JavaScript realm
 * (a vitest worker, whose test files share it: `isolate: false`; a Storybook tab); the people
 * tables (users, sessions, projects, activity…) are restored from a snapshot on every later call.
 * A test that changes the catalogue must put it back. vitest runs it before each test; a story may call
 * it in `beforeEach` (with `signOutLocally()` to drop the browser's cookies too).
 */
export function resetMockBackend(): void {
  if (pristine) restoreSnapshot(pristine);
  else {
    seedDatabase();
    pristine = takeSnapshot();
  }
  resetScenarios();
}
