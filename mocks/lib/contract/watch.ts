import { isContractCall } from './calls';
import type { ObservedMismatch } from './report';

/** The part of MSW's life-cycle events (`server.events`, `worker.events`) the watch listens to. */
export interface LifeCycleEvents {
  on(event: 'request:start', listener: (args: { request: Request; requestId: string }) => void): unknown;
  on(event: 'response:mocked', listener: (args: { request: Request; requestId: string; response: Response }) => void): unknown;
  removeListener(event: 'request:start' | 'response:mocked', listener: (...args: never[]) => void): unknown;
}

export interface ContractWatch {
  /** Waits for every check already started (requests sent, answers given so far). */
  settle(): Promise<void>;
  /** The mismatches seen since the last take or reset (those `which` picks, or all), settled first; forgets them. */
  take(which?: (mismatch: ObservedMismatch) => boolean): Promise<ObservedMismatch[]>;
  /** Forgets what was seen, and drops what checks still running will find (a test ending). */
  reset(): void;
  /**
   * Listens again if something removed the watch's listeners (`events.removeAllListeners()`);
   * a no-op otherwise. A test clearing its own listeners must not blind the watch for the tests after it.
   */
  listen(): void;
  stop(): void;
}

const loadContract = () => import('./mock-contract');

/**
 * Where the page can say when it is idle, a check waits for it: holding a long answer to the
 * contract (a 500-item project) must not delay the frame that shows it. Elsewhere (Node) at once.
 */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else resolve();
  });

/**
 * Holds every request the app sends and every answer the mock gives to the contract, in any host
 * where MSW emits its life-cycle events (msw/node in vitest, the service worker in the page).
 * Each request and JSON answer is cloned at once (the app reads the original) and checked in the
 * background; the validator loads on the first call. `onMismatch` hears each one as it is found
 * (the page logs it); `take()` hands them to a test.
 */
export function watchContract(events: LifeCycleEvents, onMismatch: (mismatch: ObservedMismatch) => void = () => {}): ContractWatch {
  let found: ObservedMismatch[] = [];
  let generation = 0;
  const pending = new Set<Promise<void>>();

  const run = (check: (contract: Awaited<ReturnType<typeof loadContract>>) => Promise<ObservedMismatch[]>) => {
    const startedIn = generation;
    const job = loadContract()
      .then(async (contract) => {
        await whenIdle();
        return check(contract);
      })
      .then((mismatches) => {
        if (startedIn !== generation) return;
        for (const mismatch of mismatches) {
          found.push(mismatch);
          onMismatch(mismatch);
        }
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  const onRequest = ({ request }: { request: Request }) => {
    if (!isContractCall(request.url)) return;
    const copy = request.clone();
    run((contract) => contract.checkRequest(copy));
  };
  const onAnswer = ({ request, response }: { request: Request; response: Response }) => {
    if (!isContractCall(request.url)) return;
    // Audio and artwork are held to their status and type only: their bodies are never copied.
    const json = /[/+]json\b/.test(response.headers.get('content-type') ?? '');
    const copy = json && !response.bodyUsed ? response.clone() : response;
    const call = new Request(request.url, { method: request.method });
    run(async (contract) => {
      const mismatch = await contract.checkAnswer(call, copy);
      return mismatch ? [mismatch] : [];
    });
  };

  const stop = () => {
    events.removeListener('request:start', onRequest);
    events.removeListener('response:mocked', onAnswer);
  };
  const listen = () => {
    stop();
    events.on('request:start', onRequest);
    events.on('response:mocked', onAnswer);
  };
  listen();

  const settle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    settle,
    async take(which = () => true) {
      await settle();
      const taken = found.filter(which);
      found = found.filter((mismatch) => !which(mismatch));
      return taken;
    },
    reset() {
      generation += 1;
      found = [];
    },
    listen,
    stop,
  };
}
