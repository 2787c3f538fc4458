import { startTransition, useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle once the page has painted. */
const IDLE_WAIT_MS = 1000;

// Whether the document has painted is one fact for the whole page: every part asking shares one
// wait, and parts mounted later (new rows of a list) start out true instead of waiting again.
let painted = false;
const listeners = new Set<() => void>();
// The pending wait, if any; only while someone is listening (see subscribe).
let cancelWait: (() => void) | null = null;

function waitForFirstPaint(): void {
  if (cancelWait || painted) return;
  const done = () => {
    cancelWait = null;
    painted = true;
    for (const listener of listeners) listener();
  };
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(done, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  const stopWatching = watchFirstContentfulPaint(whenIdle);
  cancelWait = () => {
    stopWatching();
    cancelIdle();
    cancelWait = null;
  };
}

/**
 * Calls `painted` once the page's first contentful paint is on screen; returns a cancel. The paint
 * timing entry is the moment the frame was presented: a frame callback comes before it, and an
 * idle moment after that callback can still come before the frame is shown, so parts told then
 * were downloading while the first paint's own images were. Where paint timing is not reported
 * (jsdom), the next frame callback stands in for it.
 */
function watchFirstContentfulPaint(painted: () => void): () => void {
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => observer.disconnect();
  }
  // A frame callback runs just before the next paint; what it queues runs after that paint.
  const frame = requestAnimationFrame(() => painted());
  return () => cancelAnimationFrame(frame);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  waitForFirstPaint();
  return () => {
    listeners.delete(listener);
    // Nobody left waiting: drop the wait, and the next part to ask starts a new one. A wait left
    // pending could be one whose callbacks never come (scheduled on a clock that was since
    // replaced), and every later part would wait on it for ever.
    if (listeners.size === 0) cancelWait?.();
  };
}

/**
 * False until the page has painted and the browser has been idle once since (at most a second
 * later), then true. Parts nobody needs in the first paint (the toast host, the footer's
 * newsletter form, the drag-and-drop code of track rows) wait for it before their code is asked
 * for, so their downloads do not share the phone's connection with what the first paint and its
 * images are waiting for.
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return undefined;
    // The parts come in as a transition: React renders them in slices between which the page
    // answers input, where a store update (useSyncExternalStore) renders every waiting part (the
    // drag code of each track row, the toast host, the footer's form) in one task of 60-75 ms
    // on a phone-speed CPU, right after the first paint.
    const show = () => startTransition(() => setShown(true));
    if (painted) {
      show();
      return undefined;
    }
    return subscribe(show);
  }, [shown]);
  return shown;
}

/**
 * The same moment as `useAfterFirstPaint`, for code outside components (a saga whose code is
 * loaded once the page has painted): resolves then, or at once when it has passed.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}
