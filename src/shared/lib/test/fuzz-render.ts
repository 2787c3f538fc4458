import { cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import contract from 'virtual:api-contract';
import { expect, vi } from 'vitest';
import { server } from '@mocks/node';
import { answerArbitrary } from '@mocks/lib/contract/fuzz';

/** Text a page must never show, whatever a server sends: a value the code failed to read. */
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]/;

export interface FuzzRoute {
  /** The contract's operation whose answer is generated. */
  operationId: string;
  /** The MSW path it is answered on (`*\/api/music/albums/:id/`). */
  path: string;
  /** Renders the route (a fresh store each time). */
  render: () => void;
  /** True once the page shows what it made of the answer (no longer loading). */
  settled: () => boolean;
}

/**
 * Renders a route once per generated answer (valid by the contract, unusual on purpose: see
 * mocks/lib/contract/fuzz.ts) and fails on an uncaught error, a blank page, or `undefined`,
 * `NaN` or `[object Object]` on screen. Seeded: a failure prints its seed and path, and keeping
 * them as a regression case (`{ seed, path }`) replays that very answer.
 */
export async function fuzzRoute(route: FuzzRoute, options: { seed: number; numRuns: number; path?: string }): Promise<void> {
  await fc.assert(
    fc.asyncProperty(answerArbitrary(contract, route.operationId), async (answer) => {
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
      try {
        server.use(http.get(route.path, () => HttpResponse.json(answer as Record<string, unknown>)));
        route.render();
        await waitFor(() => expect(route.settled()).toBe(true), { timeout: 3000 });
        const text = document.body.textContent ?? '';
        expect(text.trim(), 'a blank page').not.toBe('');
        expect(text, 'a value the page failed to read').not.toMatch(BROKEN_TEXT);
        expect(errors, 'an uncaught error').toEqual([]);
      } finally {
        cleanup();
        server.resetHandlers();
        spy.mockRestore();
      }
    }),
    { seed: options.seed, numRuns: options.numRuns, path: options.path, endOnFailure: true },
  );
}
