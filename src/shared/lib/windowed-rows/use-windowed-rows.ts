import { useLayoutEffect, useState } from 'react';

export interface RowWindow {
  /** First and one-past-last index to render. */
  start: number;
  end: number;
}

interface Viewport {
  /** Where the list starts, relative to the top of the visible area (negative once scrolled past). */
  listTop: number;
  height: number;
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The rows in view plus `overscan` either side; every row when there is no layout to measure
 * (`null`), the first `initialRows` before the list was first measured (`undefined`).
 */
export function windowOf(count: number, rowHeight: number, viewport: Viewport | null | undefined, overscan: number, initialRows = Infinity): RowWindow {
  if (viewport === undefined) return { start: 0, end: Math.min(count, initialRows) };
  if (!viewport) return { start: 0, end: count };
  const first = Math.floor(-viewport.listTop / rowHeight);
  const last = Math.ceil((viewport.height - viewport.listTop) / rowHeight);
  const start = Math.max(0, Math.min(count, first - overscan));
  return { start, end: Math.max(start, Math.min(count, last + overscan)) };
}

/**
 * The rows a window of the page's height could show from the list's top, plus the overscan. A
 * list opens at its top, so this is at least what is in view, and never the whole list: rendering
 * every row of a 500-item project first (then cutting it down) cost seconds.
 */
export function rowsOfOneScreen(rowHeight: number, overscan: number, screenHeight = typeof window === 'undefined' ? Infinity : window.innerHeight): number {
  return Math.ceil(screenHeight / rowHeight) + overscan;
}

/**
 * Fixed-height windowing inside whatever scrolls the list (the sidebar's content): only the rows
 * in view, plus `overscan` either side, are rendered, so the DOM stays the same size however
 * long the list grows. Without layout (jsdom, a hidden panel) every row renders. `initialRows`
 * caps the first render, before anything was measured (by default the rows of one screen); the
 * list is measured as soon as it is in the document, before the browser paints it.
 */
export function useWindowedRows(count: number, rowHeight: number, overscan = 6, initialRows = rowsOfOneScreen(rowHeight, overscan)) {
  const [list, attach] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<Viewport | null | undefined>(undefined);

  // A layout effect: the first measure lands before the first paint, so the rows drawn are the right ones.
  useLayoutEffect(() => {
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const scroller = scrollParent(list);
    const measure = () => {
      const box = list.getBoundingClientRect();
      const height = scroller?.clientHeight ?? window.innerHeight;
      const next = box.height === 0 || height === 0 ? null : { listTop: box.top - (scroller?.getBoundingClientRect().top ?? 0), height };
      setViewport((old) => (old && next && old.listTop === next.listTop && old.height === next.height ? old : next));
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', schedule, { passive: true });
    // Whenever the list (rows appended) or the scroller changes size.
    const resize = new ResizeObserver(schedule);
    resize.observe(list);
    if (scroller) resize.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [list]);

  // Without ResizeObserver nothing is ever measured: every row, as where there is no layout.
  const measured = typeof ResizeObserver === 'undefined' ? null : viewport;
  return { attach, range: windowOf(count, rowHeight, measured, overscan, initialRows) };
}
