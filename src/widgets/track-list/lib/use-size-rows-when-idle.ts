import { useEffect, type RefObject } from 'react';

/** A row whose height has been taken once (the browser remembers it while skipping the row). */
const SIZED = 'data-sized';
/** A row rendered in full for the frame that records its height (CSS: `content-visibility: visible`). */
const MEASURING = 'data-measuring';
/** On the list while some of its rows are still to be sized (tests wait for it to go). */
const SIZING = 'data-sizing';
/** Rows laid out between two checks of the time left (a row is 1 to 4 ms of layout on a phone). */
const ROWS_PER_CHECK = 2;
/** Work per idle turn at most, however long the browser expects to stay idle: input that comes
 * meanwhile waits for the turn to end. */
const TURN_BUDGET_MS = 6;
/**
 * The longest a turn waits for the browser to be idle. A page that is never idle (an animation
 * repainting every frame on a busy phone) gives no idle time at all: without a limit its rows were
 * never sized, and the list kept its "still sizing" mark for good. Past the limit the turn runs
 * anyway, for TURN_BUDGET_MS.
 */
const IDLE_WAIT_MS = 500;

type Turn = { timeRemaining(): number; didTimeout?: boolean } | null;

function scheduleTurn(run: (turn: Turn) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback((deadline) => run(deadline), { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(() => run(null), 16);
  return () => clearTimeout(timer);
}

/** Whether the browser skips the row's content (off screen); false where it cannot tell. */
function isSkipped(row: HTMLElement): boolean {
  const content = row.firstElementChild;
  return !!content && typeof content.checkVisibility === 'function' && !content.checkVisibility({ contentVisibilityAuto: true });
}

/** Runs `then` once the coming frame has been rendered (where the browser records rows' heights). */
function afterNextFrame(then: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(then);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/**
 * Rows off screen skip layout (`content-visibility: auto`) and stand at an estimated height until
 * they near the viewport; revealed, a row takes its true height (110 to 245 px, by its wrapped
 * credits and the width) and everything below it moves. Jumping to the end of the list (End, the
 * scrollbar, a link to the pagination) then moved the pagination under the pointer a frame after it
 * appeared. So, once the rows are on the page, they are rendered in full in the browser's idle time,
 * a few at a time, for one frame: the browser remembers each one's height (`contain-intrinsic-size:
 * auto`) and goes on skipping it off screen at that height. The frame that shows a new result set
 * still lays out only what is on screen, and by the time the user reaches the end every row stands
 * at its own height.
 */
export function useSizeRowsWhenIdle(list: RefObject<HTMLElement | null>, rows: unknown): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // The list keeps its rows by position: a row sized for the last tracks now holds another, whose
    // height is its own.
    for (const row of element.querySelectorAll(`:scope > [${SIZED}]`)) row.removeAttribute(SIZED);
    const unsized = () => element.querySelectorAll<HTMLElement>(`:scope > :not([${SIZED}])`);
    if (unsized().length === 0) return;
    element.setAttribute(SIZING, '');
    let cancelTurn = () => {};
    const settling = new Set<() => void>();
    // The rows measured in a turn go back to being skipped once the frame has recorded their heights.
    const settle = (batch: HTMLElement[], last: boolean) => {
      const cancel = afterNextFrame(() => {
        settling.delete(cancel);
        for (const row of batch) row.removeAttribute(MEASURING);
        if (last) element.removeAttribute(SIZING);
      });
      settling.add(cancel);
    };
    const turn = (deadline: Turn) => {
      const started = performance.now();
      // A turn run because the wait ran out has no idle time left: it takes its budget all the same.
      const idleLeft = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() : Infinity);
      const timeLeft = () => Math.min(idleLeft(), TURN_BUDGET_MS - (performance.now() - started));
      const rowsLeft = Array.from(unsized());
      let done = 0;
      while (done < rowsLeft.length) {
        const batch = rowsLeft.slice(done, done + ROWS_PER_CHECK);
        for (const row of batch) {
          row.setAttribute(SIZED, '');
          // A row on screen is rendered already (and its height remembered as it renders); forcing
          // it and letting it go again made Chromium draw it anew, counted as a layout shift.
          if (isSkipped(row)) row.setAttribute(MEASURING, '');
        }
        done += batch.length;
        // Reading a height lays the rows out now, inside this idle turn, not in the next frame.
        void element.offsetHeight;
        if (timeLeft() <= 1) break;
      }
      const last = done >= rowsLeft.length;
      settle(rowsLeft.slice(0, done), last);
      if (!last) cancelTurn = scheduleTurn(turn);
    };
    cancelTurn = scheduleTurn(turn);
    return () => {
      cancelTurn();
      for (const cancel of settling) cancel();
      for (const row of element.querySelectorAll(`:scope > [${MEASURING}]`)) row.removeAttribute(MEASURING);
      element.removeAttribute(SIZING);
    };
  }, [list, rows]);
}
