import { useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle once the page has painted. */
const IDLE_WAIT_MS = 1000;

/**
 * False until the page has painted and the browser has been idle once since (at most a second
 * later), then true. Parts nobody needs in the first paint (the toast host, the footer's
 * newsletter form) wait for it before their code is asked for, so their downloads do not share
 * the phone's connection with what the first paint and its images are waiting for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    const idle = (): (() => void) => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
        return () => cancelIdleCallback(handle);
      }
      const handle = setTimeout(done, 0);
      return () => clearTimeout(handle);
    };
    // A frame callback runs just before the next paint; what it queues runs after that paint.
    let cancelIdle: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      cancelIdle = idle();
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, []);
  return painted;
}
