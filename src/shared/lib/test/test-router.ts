import { createMemoryRouter } from 'react-router-dom';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

const liveRouters = new Set<MemoryRouter>();

/**
 * The tests' memory router: `createMemoryRouter`, disposed after the test (`disposeTestRouters`,
 * from the set-up's `afterEach` and after each fuzzed case). A router listens to the window's
 * `pagehide` until it is disposed, and the test files of a worker share one window (`isolate:
 * false`): every router a run made stayed listening, holding its store and its page's answers.
 * jsdom walks a target's listeners on every `addEventListener`, thousands by the end of a run.
 */
export function createTestRouter(...args: Parameters<typeof createMemoryRouter>): MemoryRouter {
  const router = createMemoryRouter(...args);
  liveRouters.add(router);
  return router;
}

/** Disposes every router `createTestRouter` made since the last call (after their trees unmounted). */
export function disposeTestRouters(): void {
  for (const router of liveRouters) router.dispose();
  liveRouters.clear();
}
