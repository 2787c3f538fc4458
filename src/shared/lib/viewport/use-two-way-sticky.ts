import { useEffect, type RefObject } from 'react';
import { playerBarInset } from './player-bar-inset';

/** Room left below the column's end once it is scrolled into view. */
const BOTTOM_GAP_PX = 16;
/** How far the column is moved up from its pinned `top` (its CSS subtracts it). */
const SHIFT = '--sticky-shift';

/**
 * A sticky column taller than the window: pinned by its top, whatever is past the window's bottom
 * (the last filters) could be reached only at the end of the page. With this, it scrolls along with
 * the page until its end shows (scrolling down) or its start shows (scrolling up), and stays pinned
 * between. A column that fits is never moved.
 */
export function useTwoWaySticky(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const column = ref.current;
    if (!enabled || !column) return undefined;
    let shift = 0;
    let lastScrollY = window.scrollY;
    const apply = (next: number) => {
      if (next === shift) return;
      shift = next;
      column.style.setProperty(SHIFT, `${shift}px`);
    };
    // How much of the column a pinned top leaves below the window (read each time: the player bar
    // comes and goes, keyword lists open).
    const overflow = () => {
      const pinnedTop = Number.parseFloat(getComputedStyle(column).top) + shift;
      const room = window.innerHeight - pinnedTop - BOTTOM_GAP_PX - playerBarInset();
      return Math.max(0, column.offsetHeight - room);
    };
    const onScroll = () => {
      const scrollY = window.scrollY;
      apply(Math.min(overflow(), Math.max(0, shift + scrollY - lastScrollY)));
      lastScrollY = scrollY;
    };
    const onResize = () => apply(Math.min(overflow(), shift));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    observer?.observe(column);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      column.style.removeProperty(SHIFT);
    };
  }, [ref, enabled]);
}
