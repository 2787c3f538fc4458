import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { assertContractHeld, contractWatch, resetMockBackend, server, warmUpContract } from '@mocks/node';
import { resetNotify } from '../notify';
import { skipOwnerStacks } from './owner-stacks';
import { disposeTestRouters } from './test-router';
import { setWindowWidth } from './window-width';

// Property tests draw the same cases in every run, so `npm test` never fails on a draw it did not
// make last time: a newcomer's run is the run CI made. `FAST_CHECK_SEED=<n>` draws another set when
// looking for new counterexamples (an unseeded run once failed on "page=-0", now a test of its own).
fc.configureGlobal({ seed: Number(process.env.FAST_CHECK_SEED) || 20261129 });

// The tests render pages thousands of times: see skipOwnerStacks.
skipOwnerStacks();

function clearCookies(): void {
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

// findBy*/waitFor wait up to 5 s, not 1 s: on a shared 2-core machine under load, the first render
// of a page (cold code, 48 result cards) can take over a second. They still return as soon as the
// assertion holds, so passing tests are no slower.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and cannot scroll: its `scrollTo` only prints "Not implemented" (the router
// restores the scroll position on every navigation: some 1,800 such lines a run buried the output a
// newcomer reads). Scrolling stays a no-op here, silently; the browser suites scroll for real.
window.scrollTo = () => {};

// Test files share one jsdom per worker (`isolate: false` in vite.config.ts), so each file starts
// on what a fresh page would give it: an empty document at `/`, empty storage, no cookies, and no
// toast another file's saga queued for a provider that never mounted.
beforeAll(() => {
  resetNotify();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  server.listen({ onUnhandledRequest: 'error' });
});
// The contract's schemas compile once per worker (modules are shared: `isolate: false`) before a
// test starts, so no test's first call waits for the compile inside its findBy* timeouts.
beforeAll(() => warmUpContract(), 120_000);
// Seeded database (people tables restored per test) and no fault scenarios.
beforeEach(() => {
  resetMockBackend();
  contractWatch.reset();
  contractWatch.listen();
});
/** A fresh jsdom page's width: wider than a phone. */
const FRESH_PAGE_WIDTH = 1024;
afterEach(async () => {
  cleanup();
  disposeTestRouters();
  vi.useRealTimers();
  // A phone's width set by one test would lay out every later test of the worker as a phone.
  if (window.innerWidth !== FRESH_PAGE_WIDTH) setWindowWidth(FRESH_PAGE_WIDTH);
  server.resetHandlers();
  clearCookies();
  try {
    // Every request the app sent and every answer the mock gave is held to the API contract: a
    // mismatch fails the test, naming the operation, the status and the field. The mock's own tests
    // (mocks/) are clients sending wrong requests on purpose: only the mock's answers are held there.
    await assertContractHeld({ requests: !/[\\/]mocks[\\/]/.test(expect.getState().testPath ?? '') });
  } finally {
    // A test's own request listeners end with it. Test files share one module graph
    // (`isolate: false`): a listener left behind would hear the next file's requests. The
    // contract watch listens again before the next test (beforeEach).
    server.events.removeAllListeners();
  }
});
afterAll(() => server.close());
