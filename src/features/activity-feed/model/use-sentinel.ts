import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls into view (200 px early). Observing
 * restarts when `generation` changes (a page was appended), so a sentinel still in view after
 * a short page asks again. Without IntersectionObserver nothing fires: the sentinel's own
 * button loads the next page.
 */
export function useSentinel(onVisible: () => void, generation: unknown) {
  const [element, setElement] = useState<Element | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, generation]);
  return useCallback((node: Element | null) => setElement(node), []);
}
