// Stories import this file by its own path, not through the `shared/lib/test` index (which unit
// tests use): stories run in the browser, and that index also holds helpers built on msw/node.

/**
 * Makes the window `width` px wide as the app sees it: `innerWidth` and the resize event that
 * comes with a real change of width (the mobile layout flag reads the width on resize only).
 */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/**
 * A story's `beforeEach`: pretends the window is `width` px wide, and puts the real width back
 * afterwards.
 */
export function withWindowWidth(width: number): () => () => void {
  return () => {
    const own = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
    window.dispatchEvent(new Event('resize'));
    return () => {
      if (own) Object.defineProperty(window, 'innerWidth', own);
      else delete (window as { innerWidth?: number }).innerWidth;
      window.dispatchEvent(new Event('resize'));
    };
  };
}
