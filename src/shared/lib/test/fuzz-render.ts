import { act, cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import contract from 'virtual:api-contract';
import type { Saga } from 'redux-saga';
import { expect, vi } from 'vitest';
import { server } from '@mocks/node';
import { answerArbitrary } from '@mocks/lib/contract/fuzz';
import { makeStore, type AppStore, type RootState } from '../../redux';
import { disposeTestRouters } from './test-router';

/** Text a page must never show, whatever a server sends: a value the code failed to read. */
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]/;

/**
 * The first piece of text under `root` that shows a value the code failed to read, or null. Read
 * text node by text node: the page's whole `textContent` glues one element's text to the next
 * ("Cookie Policy undefined" + "Legal"), and a word boundary never matched the glued "undefinedLegal".
 */
export function brokenText(root: Node = document.body): string | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (BROKEN_TEXT.test(text)) return text;
  }
  return null;
}

/**
 * Cases per route (`CONTRACT_FUZZ_RUNS`, default 200): every route is drawn with at least 200
 * generated answers, seeded, in every unit run (a smaller count is for trying a change quickly).
 * Popups draw a quarter as many (smaller views of the same answers: a track, a project, a user).
 */
export const ROUTE_RUNS = Math.max(1, Number(process.env.CONTRACT_FUZZ_RUNS) || 200);
export const POPUP_RUNS = Math.max(1, Math.round(ROUTE_RUNS / 4));

/** Any address outside `/api/`: where a generated answer's links lead. */
const OUTSIDE_THE_API = /^(?:(?!\/api\/).)*$/;

/** One generated answer of a case: the contract's operation, answered on its MSW path. */
export interface FuzzedAnswer {
  /** The contract's operation whose answer is generated (`getAlbum`). */
  operationId: string;
  /**
   * The MSW path it is answered on (`*\/api/music/albums/:id/`). None: not served, only handed to
   * `render` (data a popup is opened with, which came from some earlier answer).
   */
  path?: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The answer's status (default 200): the generated body is one the contract allows at it. */
  status?: number;
}

/**
 * Whether `root` (default: the page's `main`) is drawn and nothing in it is loading: no busy
 * region, no "Loading…" note or spinner label. A CSS selector and a text test, never a role query
 * (those compute the styles of the whole page: a third of a case's time).
 */
export function isDrawn(root: Element | null = document.querySelector('main')): boolean {
  if (!root) return false;
  if (root.getAttribute('aria-busy') === 'true' || root.querySelector('[aria-busy="true"]')) return false;
  return !/\bLoading\b/.test(root.textContent ?? '');
}

export interface FuzzView {
  /** The answers each case generates, together (the rest of the mock answers underneath). */
  answers: readonly FuzzedAnswer[];
  /**
   * Starts the view's reads in the case's store before it renders (the page's own data loader,
   * or the endpoints its component reads), so the view is drawn from its answers at once rather
   * than through a loading state and a wait per case.
   */
  load?: (store: AppStore) => Promise<unknown>;
  /**
   * Renders the view with the case's store and its generated answers, in `answers`' order (a page,
   * or a popup's body given its props).
   */
  render: (store: AppStore, answers: readonly unknown[]) => unknown;
  /** True once the view shows what it made of the answers (default: `isDrawn()`). Never a role query: see `isDrawn`. */
  settled?: () => boolean;
  /**
   * Further views of the same case, each checked as the first once it has settled: the same
   * answers drawn again after each step (the app's router moving to its next page in one shell).
   */
  steps?: readonly (() => unknown)[];
  /** The store's state before the case (a signed-in user's session slice, say). */
  preloadedState?: () => Partial<RootState>;
  /** The long flows the view leans on (the download popup's check runs in a saga). */
  sagas?: Saga[];
  /**
   * Files a generated answer links to (a `download_url`, say) are fetched from wherever it says:
   * not found there, as on a real host, rather than an unhandled request.
   */
  followsLinks?: boolean;
}

/**
 * Renders a view once per case of generated answers (valid by the contract, unusual on purpose:
 * see mocks/lib/contract/fuzz.ts) and fails on an uncaught error, a blank page, or `undefined`,
 * `NaN` or `[object Object]` on screen. Light by design: no app, router tree or header, a store
 * without Redux Toolkit's development checks (they walk every generated answer on every action),
 * and the view's reads answered before it renders. Seeded: a failure prints its seed and path,
 * and keeping them as a regression case (`{ seed, path }`) replays that very case.
 */
export async function fuzzView(view: FuzzView, options: { seed: number; numRuns: number; path?: string }): Promise<void> {
  const cases = fc.tuple(...view.answers.map(({ operationId, status }) => answerArbitrary(contract, operationId, status)));
  await fc.assert(
    fc.asyncProperty(cases, async (bodies) => {
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
      try {
        server.use(
          ...view.answers.flatMap(({ path, method = 'get', status = 200 }, index) =>
            path === undefined ? [] : [http[method](path, () => HttpResponse.json(bodies[index] as Record<string, unknown>, { status }))],
          ),
          ...(view.followsLinks ? [http.get(OUTSIDE_THE_API, () => new HttpResponse(null, { status: 404 }))] : []),
        );
        const store = makeStore({ preloadedState: view.preloadedState?.(), sagas: view.sagas, invariantChecks: false });
        await view.load?.(store);
        view.render(store, bodies);
        // A read the view starts only once it has drawn an answer (an album's tracks) still comes.
        const settled = view.settled ?? (() => isDrawn());
        const check = async (at: string) => {
          if (!settled()) await waitFor(() => expect(settled(), `${at}: settled`).toBe(true), { timeout: 10_000 });
          const text = document.body.textContent ?? '';
          expect(text.trim(), `${at}: a blank page`).not.toBe('');
          expect(brokenText(), `${at}: a value the page failed to read`).toBeNull();
          expect(errors, `${at}: an uncaught error`).toEqual([]);
        };
        await check('the first view');
        for (const [index, step] of (view.steps ?? []).entries()) {
          await act(async () => {
            await step();
          });
          await check(`after step ${index + 1}`);
        }
      } finally {
        cleanup();
        disposeTestRouters();
        server.resetHandlers();
        spy.mockRestore();
      }
    }),
    { seed: options.seed, numRuns: options.numRuns, path: options.path, endOnFailure: true },
  );
}
