import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the phone's player is expanded, its height is `--player-bar-height` on the root element,
 * so what floats above the bar (toasts) clears the whole panel, not only the collapsed bar's room.
 */
export function useExpandedBarHeight(ref: RefObject<HTMLElement | null>, expanded: boolean): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!expanded || !bar) return undefined;
    const report = () => root.style.setProperty('--player-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    report();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(report) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, [ref, expanded]);
}
