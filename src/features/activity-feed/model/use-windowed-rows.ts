import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface RowWindow {
  /** First and one-past-last index to render. */
  start: number;
  end: number;
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Fixed-height windowing inside whatever scrolls the list (the sidebar's content): only the rows
 * in view, plus `overscan` either side, are rendered, so the DOM stays the same size however
 * long the list grows. Without layout (jsdom, a hidden panel) every row renders.
 */
export function useWindowedRows(count: number, rowHeight: number, overscan = 6) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [range, setRange] = useState<RowWindow>({ start: 0, end: count });

  const measure = useCallback(() => {
    if (!list) return;
    const box = list.getBoundingClientRect();
    if (box.height === 0) {
      // No layout (jsdom, a hidden panel): nothing to window against.
      setRange((old) => (old.start === 0 && old.end === count ? old : { start: 0, end: count }));
      return;
    }
    const scroller = scrollParent(list);
    const viewport = scroller?.clientHeight ?? window.innerHeight;
    const listTop = box.top - (scroller?.getBoundingClientRect().top ?? 0);
    const first = Math.floor(-listTop / rowHeight);
    const last = Math.ceil((viewport - listTop) / rowHeight);
    const start = Math.max(0, Math.min(count, first - overscan));
    const end = Math.max(start, Math.min(count, last + overscan));
    setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, [count, list, overscan, rowHeight]);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    if (!list) return undefined;
    const target: HTMLElement | Window = scrollParent(list) ?? window;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [list, measure]);

  return { ref: setList, range };
}
