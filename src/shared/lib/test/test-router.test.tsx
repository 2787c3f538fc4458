import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './render-with-providers';
import { disposeTestRouters } from './test-router';

describe('the tests\' routers', () => {
  // Left listening, every router of a worker's run stayed on its one window, holding its store.
  it('a rendered page\'s router stops listening to the window once the test\'s routers are disposed', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    renderWithProviders(<p>page</p>);
    const listener = added.mock.calls.find(([type]) => String(type) === 'pagehide')?.[1];
    expect(listener).toBeTypeOf('function');
    expect(removed).not.toHaveBeenCalledWith('pagehide', listener);
    disposeTestRouters();
    expect(removed).toHaveBeenCalledWith('pagehide', listener);
  });
});
