import { useSyncExternalStore } from 'react';

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
  // A frame callback runs just before the next paint; what it queues runs after that paint.
  let afterPaint: () => void = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
      afterPaint = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(done, 0);
      afterPaint = () => clearTimeout(timer);
    }
  });
  cancelWait = () => {
    cancelAnimationFrame(frame);
    afterPaint();
    cancelWait = null;
  };
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

const hasPainted = () => painted;
const notYetOnServer = () => false;

/**
 * False until the page has painted and the browser has been idle once since (at most a second
 * later), then true. Parts nobody needs in the first paint (the toast host, the footer's
 * newsletter form, the drag-and-drop code of track rows) wait for it before their code is asked
 * for, so their downloads do not share the phone's connection with what the first paint and its
 * images are waiting for.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, hasPainted, notYetOnServer);
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
