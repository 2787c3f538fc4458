import { startTransition, useEffect, useState } from 'react';

/**
 * How long the rest of a result set may wait for its transition before it is rendered as an
 * ordinary update. React may put a transition off for good (each urgent update restarts it, and one
 * that waits at commit for its new rows' images has its expiry reset), and a tab that gets no frames
 * never starts it: a result list must still end up whole
 * (docs/decisions/result-rows-render-in-a-transition.md).
 */
export const REST_OF_RESULTS_DEADLINE_MS = 1500;

/**
 * Incremental rendering of a long list: for a new `key` (a new result set) only the first `first`
 * items are rendered, so the top of the new results reaches the screen in one short frame; the rest
 * follow right after that frame is painted (requestAnimationFrame, then a task), rendered as a
 * transition: React renders them in slices and yields between, so the page stays responsive to
 * input (no long task) while they are built. Whatever happens to that transition, the whole list is
 * rendered within `REST_OF_RESULTS_DEADLINE_MS`.
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
    const completed = (s: { key: unknown; complete: boolean }) => (s.key === key ? { key, complete: true } : s);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      timer = setTimeout(() => startTransition(() => setState(completed)), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(finish) : (finish(), 0);
    const deadline = setTimeout(() => setState(completed), REST_OF_RESULTS_DEADLINE_MS);
    return () => {
      if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [key, complete]);

  return complete ? total : Math.min(first, total);
}
