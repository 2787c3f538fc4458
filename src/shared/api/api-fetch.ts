/**
 * API reads index.html started before the entry script ran (a production build's inline script:
 * scripts/lib/route-preload-plugin.mjs), kept in `window.__routeReads` by absolute URL. The app's
 * first GET of each URL takes the answer already on its way instead of asking again; later ones
 * go to the network as usual.
 */
type StartedReads = Record<string, Promise<Response> | undefined>;

/**
 * Starts the reads index.html left to the app: the demo's, which can be answered only once its
 * mock backend runs. Started then, they are on their way while the app's code starts up.
 */
export function startDeferredRouteReads(): void {
  (globalThis as { __startRouteReads?: () => void }).__startRouteReads?.();
}

/**
 * Resolves once every read index.html started has its answer, or after `withinMs`, whichever is
 * first (at once when it started none). Never rejects: a failed read is the app's to report.
 */
export function routeReadsAnswered(withinMs: number): Promise<void> {
  const started = Object.values((globalThis as { __routeReads?: StartedReads }).__routeReads ?? {});
  if (started.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.allSettled(started).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, withinMs)),
  ]);
}

let backendStarting: Promise<unknown> | null = null;

/**
 * The demo's API answers only once its mock backend runs (database loaded, service worker in
 * control). The app starts meanwhile, and its calls wait for `starting`; if it fails, they fail
 * as a network error would.
 */
export function holdApiCallsUntil(starting: Promise<unknown>): void {
  backendStarting = starting;
  starting.then(
    () => {
      if (backendStarting === starting) backendStarting = null;
    },
    () => {},
  );
}

/** `fetch`, handing over a read index.html started for the same GET, once. */
export function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (backendStarting) return backendStarting.then(() => fetchOrTakeOver(input, init));
  return fetchOrTakeOver(input, init);
}

function fetchOrTakeOver(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const started = (globalThis as { __routeReads?: StartedReads }).__routeReads;
  if (started && input instanceof Request && input.method === 'GET' && !init) {
    const answer = started[input.url];
    if (answer) {
      delete started[input.url];
      return answer;
    }
  }
  return fetch(input, init);
}
