import { useEffect, type RefObject } from 'react';

/** A row laid out at its true height: CSS renders it from then on instead of skipping it. */
const SIZED = 'data-sized';
/** On the list while some of its rows are still to be sized (tests wait for it to go). */
const SIZING = 'data-sizing';
/** Rows laid out between two checks of the time left (a row is 1 to 4 ms of layout on a phone). */
const ROWS_PER_CHECK = 2;
/** Work per idle turn at most, however long the browser expects to stay idle: input that comes
 * meanwhile waits for the turn to end. */
const TURN_BUDGET_MS = 6;

type Turn = { timeRemaining(): number } | null;

function scheduleTurn(run: (turn: Turn) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback((deadline) => run(deadline));
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(() => run(null), 16);
  return () => clearTimeout(timer);
}

/**
 * Rows off screen skip layout (`content-visibility: auto`) and stand at an estimated height until
 * they near the viewport; revealed, a row takes its true height (110 to 245 px, by its wrapped
 * credits and the width) and everything below it moves. Jumping to the end of the list (End, the
 * scrollbar, a link to the pagination) then moved the pagination under the pointer a frame after it
 * appeared. So, once the rows are on the page, they are laid out in the browser's idle time, a few
 * at a time: the frame that shows a new result set still lays out only what is on screen, and by the
 * time the user reaches the end every row stands at its own height.
 */
export function useSizeRowsWhenIdle(list: RefObject<HTMLElement | null>, rows: unknown): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const unsized = () => element.querySelectorAll<HTMLElement>(`:scope > li:not([${SIZED}])`);
    if (unsized().length === 0) return;
    element.setAttribute(SIZING, '');
    let cancel = () => {};
    const turn = (deadline: Turn) => {
      const started = performance.now();
      const timeLeft = () => Math.min(deadline ? deadline.timeRemaining() : Infinity, TURN_BUDGET_MS - (performance.now() - started));
      const pending = Array.from(unsized());
      let done = 0;
      while (done < pending.length) {
        const batch = pending.slice(done, done + ROWS_PER_CHECK);
        for (const row of batch) row.setAttribute(SIZED, '');
        done += batch.length;
        // Reading a height lays the rows out now, inside this idle turn, not in the next frame.
        void element.offsetHeight;
        if (timeLeft() <= 1) break;
      }
      if (done < pending.length) cancel = scheduleTurn(turn);
      else element.removeAttribute(SIZING);
    };
    cancel = scheduleTurn(turn);
    return () => {
      cancel();
      element.removeAttribute(SIZING);
    };
  }, [list, rows]);
}
