// Imported by its own path, not through the `shared/lib/test` index: stories run in the browser, and
// that index also holds helpers built on msw/node.
/**
 * A story's `beforeEach`: pretends the window is `width` px wide (`useIsMobile` reads
 * `window.innerWidth`), and puts the real width back afterwards.
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
