import { useSyncExternalStore } from 'react';

/** The longest a part waits for the browser to be idle once the page has painted. */
const IDLE_WAIT_MS = 1000;

// Whether the document has painted is one fact for the whole page: every part asking shares one
// wait, and parts mounted later (new rows of a list) start out true instead of waiting again.
let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

function waitForFirstPaint(): void {
  if (waiting || painted) return;
  waiting = true;
  const done = () => {
    painted = true;
    for (const listener of listeners) listener();
  };
  // A frame callback runs just before the next paint; what it queues runs after that paint.
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
    else setTimeout(done, 0);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  waitForFirstPaint();
  return () => {
    listeners.delete(listener);
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
