import { startTransition, useEffect, useState } from 'react';

/**
 * Incremental rendering of a long list: for a new `key` (a new result set) only the first `first`
 * items are rendered, so the top of the new results reaches the screen in one short frame; the rest
 * follow right after that frame is painted (requestAnimationFrame, then a task), rendered as a
 * transition: React renders them in slices and yields between, so the page stays responsive to
 * input (no long task) while they are built.
 */
export function useProgressiveCount(key: unknown, total: number, first: number): number {
  const [state, setState] = useState({ key, complete: total <= first });
  // Derived state: a new result set starts short again (React's "storing information from previous renders").
  let complete = state.complete;
  if (state.key !== key) {
    complete = total <= first;
    setState({ key, complete });
  }

  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      timer = setTimeout(() => startTransition(() => setState((s) => (s.key === key ? { key, complete: true } : s))), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(finish) : (finish(), 0);
    return () => {
      if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [key, complete]);

  return complete ? total : Math.min(first, total);
}
