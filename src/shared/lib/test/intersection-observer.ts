import { vi } from 'vitest';

/** What `watchIntersections` gives a test: the elements being watched, and a way to bring one near. */
export interface WatchedIntersections {
  /** Every element observed and not yet let go, oldest first. */
  elements(): Element[];
  /** Reports `element` as intersecting to every observer watching it (a scroll bringing it near). */
  enter(element: Element): void;
}

/**
 * Stands in for IntersectionObserver (jsdom has none, and the app then counts everything as in
 * view): nothing intersects until the test says so with `enter`. Unstubbed after the test
 * (`unstubGlobals`).
 */
export function watchIntersections(): WatchedIntersections {
  let watched: { observer: IntersectionObserver; callback: IntersectionObserverCallback; element: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push({ observer: this as unknown as IntersectionObserver, callback: this.callback, element });
      }
      unobserve(element: Element) {
        watched = watched.filter((watch) => watch.observer !== (this as unknown as IntersectionObserver) || watch.element !== element);
      }
      disconnect() {
        watched = watched.filter((watch) => watch.observer !== (this as unknown as IntersectionObserver));
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    elements: () => watched.map((watch) => watch.element),
    enter: (element) => {
      for (const { observer, callback } of watched.filter((watch) => watch.element === element)) {
        callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], observer);
      }
    },
  };
}
