import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * How long someone is left looking at a part's loading state before they are told it could not
 * be loaded. A download that stalls (a dropped connection the browser has not given up on yet)
 * settles on no promise, and a loading state that waits for it never ends.
 */
export const PART_LOAD_DEADLINE_MS = 15_000;

/**
 * Parts whose wait failed, by the error their render threw: each gets a fresh wait once a boundary
 * has shown that error (see `partFailureShown`), never before. React renders a failed part once
 * more before it commits the boundary's fallback, and that render must meet the same failure; on
 * a busy machine that render can come seconds later, so no delay is safe to renew on.
 */
const failedWaits = new Map<unknown, () => void>();

/**
 * Called by an error boundary once it has shown `error` (in componentDidCatch or an effect): the
 * part that threw it tries its download again the next time it is shown.
 */
export function partFailureShown(error: unknown): void {
  const renew = failedWaits.get(error);
  failedWaits.delete(error);
  renew?.();
}

/** A part's code did not arrive within the deadline; error boundaries show it as a failed load. */
export class PartLoadTimeout extends Error {
  constructor(seconds: number) {
    super(`The part's code did not arrive within ${seconds} s`);
    this.name = 'PartLoadTimeout';
  }
}

/** A component whose code is downloaded on first render, or earlier through `preload()`. */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /**
   * Starts downloading the part, and the lazy parts it renders first, and resolves once all of them
   * can render without waiting; rejects if the download fails (a later call tries again).
   */
  preload(): Promise<void>;
}

export interface LazyPartOptions {
  /** See PART_LOAD_DEADLINE_MS. */
  deadlineMs?: number;
}

function isLazyPart<P>(component: ComponentType<P>): component is ComponentType<P> & Pick<LazyPart<P>, 'preload'> {
  return typeof (component as Partial<LazyPart<P>>).preload === 'function';
}

/**
 * A lazily loaded component (as `React.lazy`) that can be asked for before it is rendered, renders
 * at once once loaded, and never waits for ever:
 * - `preload()` starts the download (on hover, focus or pointer-down of what opens it, or in idle
 *   time); when the loaded component is itself a lazy part, its code is fetched in the same go, so
 *   what shows the part never meets a second loading state behind the first.
 * - Rendered before its code is in, it suspends to the nearest Suspense boundary; once `deadlineMs`
 *   has passed since it started waiting in front of someone, it throws `PartLoadTimeout` to the
 *   nearest error boundary, which says the part could not be loaded. A failed or timed-out load is
 *   tried again when the part is shown again after its boundary showed the failure.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): LazyPart<P> {
  const { deadlineMs = PART_LOAD_DEADLINE_MS } = options;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const attempt = load().then(async (Component) => {
        if (isLazyPart(Component)) await Component.preload();
        loaded = Component;
        return Component;
      });
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };

  // What a render suspends on: the download, or the deadline, whichever comes first. One wait for
  // every place the part is shown, so a re-render does not restart the clock. React.lazy holds it
  // for React (not `use`, whose wait a test's synchronous act() never sees end).
  const makeWaiting = (): LazyExoticComponent<ComponentType<P>> => {
    const instance = lazy(() => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PartLoadTimeout(Math.round(deadlineMs / 1000))), deadlineMs);
      });
      const current = Promise.race([start(), deadline]).finally(() => clearTimeout(timer));
      // A failed wait stays failed until a boundary has shown its error; shown again after that
      // (the popup opened again), the part tries the download again.
      current.catch((error: unknown) =>
        failedWaits.set(error, () => {
          if (Waiting === instance) Waiting = makeWaiting();
        }),
      );
      return current.then((Component) => ({ default: Component }));
    });
    return instance;
  };
  let Waiting = makeWaiting();

  const Part = ((props: P) => {
    // Chosen once for as long as this part stays on screen: React may commit the waiting component
    // (in a concurrent render it waits for the code and renders that component again in place), and
    // swapping it for the loaded one at the next render would mount everything inside anew.
    const [Component] = useState(() => loaded ?? Waiting);
    return <Component {...props} />;
  }) as LazyPart<P>;
  Part.preload = () => start().then(() => undefined);
  return Part;
}
