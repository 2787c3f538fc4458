import { useEffect, useState, type RefObject } from 'react';

/** The shortest a track row renders (one line of credits on a wide screen), in px. */
const SHORTEST_TRACK_ROW_PX = 109;

/**
 * How many track rows reach from the top of the list at `ref` to the bottom of the window, as it
 * was last measured; `fallback` until the list has been on screen once. The list's place in the
 * page is measured in the next frame after each render (and on resize), never while rendering nor
 * in the render's own task: read there, it made the browser lay out the page in the middle of the
 * task that committed it (a 78 ms style recalculation of a search page's start-up at 4× CPU
 * slowdown), where the next frame lays it out anyway.
 */
export function useRowsFillingWindow(ref: RefObject<HTMLElement | null>, fallback: number): number {
  // How much of the window lies below the list's top, as the page was scrolled when measured: read
  // in the frame, never while rendering (`scrollY` lays a phone's page out as well).
  const [below, setBelow] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const list = ref.current;
      if (!list) return;
      setBelow(Math.round(window.innerHeight - list.getBoundingClientRect().top));
    };
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  });
  if (below === null) return fallback;
  return Math.max(1, Math.ceil(below / SHORTEST_TRACK_ROW_PX));
}
