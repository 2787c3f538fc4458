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
    const pageHeight = () => document.documentElement.scrollHeight;
    let lastPageHeight = pageHeight();
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
    // Only the user's scrolling moves the column. When content above the screen changes height
    // (result rows sized in idle time), the browser's scroll anchoring moves the scroll position by
    // as much, so that what is on screen stays put: the column, on screen too, must stay put with
    // it (moved, it can slide under a pointer pressing its last button). So the part of a scroll that the
    // page's growth (or shrinking) in the same direction accounts for is not followed.
    const userScroll = (scrollY: number, height: number) => {
      const scrolled = scrollY - lastScrollY;
      const grown = height - lastPageHeight;
      if (grown === 0 || Math.sign(scrolled) !== Math.sign(grown)) return scrolled;
      return scrolled - Math.sign(grown) * Math.min(Math.abs(scrolled), Math.abs(grown));
    };
    const onScroll = () => {
      const scrollY = window.scrollY;
      const height = pageHeight();
      apply(Math.min(overflow(), Math.max(0, shift + userScroll(scrollY, height))));
      lastScrollY = scrollY;
      lastPageHeight = height;
    };
    // A change of height seen in a frame's own layout comes with its anchoring there, before that
    // scroll's event: both are taken as the new starting point. (A change made by a script's forced
    // layout, such as the idle-time sizing, reaches the scroll event first, which discounts it.)
    const onPageResize = () => {
      lastScrollY = window.scrollY;
      lastPageHeight = pageHeight();
    };
    const onResize = () => apply(Math.min(overflow(), shift));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    observer?.observe(column);
    const pageObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(onPageResize) : null;
    pageObserver?.observe(document.documentElement);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      pageObserver?.disconnect();
      column.style.removeProperty(SHIFT);
    };
  }, [ref, enabled]);
}
