import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on (or within `margin` of) the screen; once seen it stays true. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useSeenOnce(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(!supported);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, seen, supported, margin]);
  return seen;
}
