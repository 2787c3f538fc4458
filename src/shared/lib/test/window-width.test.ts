import { describe, expect, it } from 'vitest';
import { isMobileViewport } from '@/shared/lib/viewport';
import { setWindowWidth } from './window-width';

// Test files share one jsdom per worker: a phone's width left by one test laid out the next
// files' pages as a phone's (the home page's first paint, the sidebar), depending on file order.
describe('a width a test sets ends with it', () => {
  it('a test narrows the window to a phone', () => {
    setWindowWidth(390);
    expect(isMobileViewport()).toBe(true);
  });

  it('the next test has a fresh page’s width again', () => {
    expect(window.innerWidth).toBe(1024);
    expect(isMobileViewport()).toBe(false);
  });
});
