import { test as base } from '@playwright/test';
import { CONTRACT_CONSOLE_PREFIX, CONTRACT_MISMATCH_HEADER, contractMismatchError } from '../../mocks/lib/contract/report';
import { signInOnce, type Persona, type SignedInState } from './personas';

// Everything Playwright's test module exports; `test` below replaces its own.
export * from '@playwright/test';

/**
 * Playwright's `test`, holding every journey to the API contract (docs/api/openapi.yaml): the mock
 * checks each request the app sends and each answer it gives, and reports a mismatch as a
 * `[contract] …` console error in the page (the demo's service worker, mocks/browser.ts) or as an
 * `X-Contract-Mismatch` header on the answer (`npm run mock-api`, mocks/http/contract-check.ts).
 * Any such report, in any page of the test, fails the test after its last step, naming the
 * operation, the status and the field. Every spec of both e2e suites imports `test` from here.
 */
/** The suite-wide options of `test` below, for a config's `use`. */
export type ContractOptions = { contractMismatchHeaders: boolean };

/** `test.use({ persona: 'listener' })`: the test starts with that persona signed in. */
export type PersonaOptions = { persona: Persona | undefined };

declare global {
  interface Window {
    /** The page's last input events, oldest first (see `recordInput`). */
    __e2eInput?: string[];
  }
}

/**
 * Runs in every page of a test: keeps its last 40 pointer, click, key and scroll events, each with
 * its time, where it landed, its target and the target's box then. A failure prints them, so a
 * click that did nothing says what it hit (a button that moved between the press and the release,
 * say) instead of leaving only the final page to guess from.
 */
function recordInput(): void {
  const events: string[] = (window.__e2eInput = []);
  const describe = (target: EventTarget | null): string => {
    if (!(target instanceof Element)) return target === document ? 'document' : String(target);
    const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? '';
    const box = target.getBoundingClientRect();
    return `<${target.tagName.toLowerCase()}> "${name}" at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'scroll']) {
    window.addEventListener(
      type,
      (event) => {
        const at = event instanceof MouseEvent ? ` (${Math.round(event.clientX)},${Math.round(event.clientY)})` : '';
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
        const scrolled = type === 'scroll' ? ` scrollY ${Math.round(window.scrollY)}` : '';
        events.push(`${(performance.now() / 1000).toFixed(2)} s ${type}${key}${at}${scrolled} on ${describe(event.target)}`);
        if (events.length > 40) events.shift();
      },
      { capture: true, passive: true },
    );
  }
}

export const test = base.extend<
  { contractReports: string[]; contractHeld: void; pagesOnFailure: void } & ContractOptions & PersonaOptions,
  { signedInState: (persona: Persona) => Promise<SignedInState> }
>({
  persona: [undefined, { option: true }],
  /**
   * Each persona is signed in once per worker, through the login popup (e2e/support/personas.ts),
   * the first time a test of that worker asks for it; its tests start from that browser state.
   */
  signedInState: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const states = new Map<Persona, Promise<SignedInState>>();
      const reports: string[] = [];
      const onConsole = (type: string, text: string) => {
        if (type === 'error' && text.startsWith(CONTRACT_CONSOLE_PREFIX)) reports.push(text.slice(CONTRACT_CONSOLE_PREFIX.length).trim());
      };
      const signedIn = async (persona: Persona): Promise<SignedInState> => {
        const state = await signInOnce(browser, baseURL, persona, onConsole);
        // The sign-in is held to the API contract as every journey is.
        if (reports.length > 0) throw contractMismatchError(reports);
        return state;
      };
      await provide((persona) => {
        if (!states.has(persona)) states.set(persona, signedIn(persona));
        return states.get(persona)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ persona, storageState, signedInState }, provide) => {
    await provide(persona ? await signedInState(persona) : storageState);
  },

  /**
   * Whether answers carry the mock server's `X-Contract-Mismatch` header (`npm run mock-api`: the
   * HTTP suite turns this on). The demo's service worker reports in the console instead, and reading
   * every answer's raw headers over the DevTools protocol cost the demo suite CPU for nothing.
   */
  contractMismatchHeaders: [false, { option: true }],
  /**
   * The mismatches reported so far in this test, one line each. A test that makes a wrong call on
   * purpose reads them and empties the list (`contractReports.splice(0)`).
   */
  // eslint-disable-next-line no-empty-pattern
  contractReports: async ({}, provide) => {
    await provide([]);
  },
  /**
   * When a test fails, what its pages said meanwhile: console errors and warnings, uncaught
   * exceptions and requests that failed, each with its time since the test started; then what each
   * page held (its aria snapshot). Printed with the failure, so a failure seen once on a loaded
   * machine is read from that run's output instead of guessed at from a screenshot.
   */
  pagesOnFailure: [
    async ({ context }, provide, testInfo) => {
      await context.addInitScript(recordInput);
      const started = Date.now();
      const lines: string[] = [];
      const note = (line: string) => lines.push(`+${((Date.now() - started) / 1000).toFixed(2)} s ${line}`);
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
      });
      context.on('weberror', (error) => note(`uncaught: ${error.error().stack ?? error.error().message}`));
      context.on('requestfailed', (request) => note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      // What each page held when the test failed, once: the installed Playwright no longer snapshots
      // the page at every poll of a waiting assertion (scripts/lib/playwright-expect-patch.mjs).
      const held: string[] = [];
      for (const [index, page] of context.pages().entries()) {
        const input = await page.evaluate(() => window.__e2eInput ?? []).catch(() => [] as string[]);
        if (input.length > 0) held.push(`page ${index + 1} (${page.url()}), its last pointer, key and scroll events:\n${input.join('\n')}`);
        const snapshot = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        held.push(`page ${index + 1} (${page.url()}):\n${snapshot}`);
      }
      // Printed whole (a text attachment is cut at 300 characters in the list), named, since two
      // workers' output interleaves.
      const title = testInfo.titlePath.slice(1).join(' › ');
      if (lines.length > 0) console.error(`What the pages of "${title}" said before it failed:\n${lines.join('\n')}`);
      if (held.length > 0) console.error(`What the pages of "${title}" held when it failed (aria snapshot):\n${held.join('\n')}`);
    },
    { auto: true },
  ],
  contractHeld: [
    async ({ context, contractReports: lines, contractMismatchHeaders }, provide) => {
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && text.startsWith(CONTRACT_CONSOLE_PREFIX)) lines.push(text.slice(CONTRACT_CONSOLE_PREFIX.length).trim());
      });
      const reading = new Set<Promise<void>>();
      if (contractMismatchHeaders) context.on('response', (response) => {
        const read = response
          .headerValues(CONTRACT_MISMATCH_HEADER)
          .then((values) => {
            for (const value of values) lines.push(decodeURIComponent(value));
          })
          .catch(() => undefined)
          .finally(() => reading.delete(read));
        reading.add(read);
      });
      await provide();
      await Promise.all([...reading]);
      // The checks a page started and has not finished (they run after each answer is given).
      for (const page of context.pages()) {
        await page.evaluate(() => window.mockContractWatch?.settle()).catch(() => undefined);
      }
      if (lines.length > 0) throw contractMismatchError(lines);
    },
    { auto: true },
  ],
});
