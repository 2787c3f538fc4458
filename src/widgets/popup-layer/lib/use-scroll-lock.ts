import { useLayoutEffect } from 'react';

/**
 * While `locked`, the page behind stops scrolling (while any popup is open); the previous
 * overflow comes back on unlock. The scrollbar's width is kept as padding so nothing shifts.
 */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return undefined;
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    // jsdom reports no layout (clientWidth 0): no scrollbar to make up for there.
    const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
    };
  }, [locked]);
}
