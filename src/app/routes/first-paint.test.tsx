import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { createTestRouter } from '@/shared/lib/test';
import { createAppStore } from '../redux/store';
import { appRoutes } from './router';

let observer: MutationObserver | null = null;
// Answers slower than the page's chunk arrives, as on a phone's network.
beforeEach(() => {
  server.use(
    http.all('*', async () => {
      await delay(400);
    }),
  );
});
afterEach(() => {
  observer?.disconnect();
  observer = null;
});
// The footer imports its newsletter form once the first paint is done. The unit tests share
// modules within a worker (isolate: false): an import still running when this file's environment
// is torn down fails for the next file that renders the footer (its form never came). Let it finish.
afterAll(async () => {
  await import('@/features/newsletter');
});

/**
 * Opens the app at `address` as the entry does (the opening navigation's loaders hold the first
 * paint) and records every page state drawn: whether each drawn `main` was busy loading.
 */
function openAppAt(address: string) {
  const store = createAppStore();
  const router = createTestRouter(
    appRoutes(store.dispatch, () => !router.state.initialized),
    { initialEntries: [address] },
  );
  const drawn: string[] = [];
  observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    // A loading state: a busy region, the results' placeholder rows (hidden from assistive technology)
    // or the filter panel's spinner (on a wide screen its code is loaded with the page).
    const busy =
      main.getAttribute('aria-busy') === 'true' || !!main.querySelector('[aria-busy="true"], .search-skeleton, .search-page__filters-loading');
    const state = busy ? 'loading' : 'page';
    if (drawn.at(-1) !== state) drawn.push(state);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { drawn, router };
}

describe('the first paint of the page the app opens at', () => {
  it.each([
    ['the home page', '/', () => screen.findByRole('heading', { level: 1 })],
    ['an album page', '/album/3/true-crime-textures', () => screen.findByRole('heading', { level: 1 })],
    ['the tracks tab of Browse Music', '/search?type=tracks', () => screen.findAllByRole('article')],
  ])('draws %s with its data, never its loading state first', async (_name, address, loaded) => {
    const { drawn } = openAppAt(address);
    await loaded();
    expect(drawn[0]).toBe('page');
    expect(drawn).not.toContain('loading');
  });
});

describe('moving within a page with a data loader', () => {
  it.each([
    ['a keyword toggle on the search page', '/search?type=tracks', '/search?type=tracks&keywords_include=Dark'],
    ['another album', '/album/3', '/album/4'],
  ])('%s does not go through the router\'s loading state (the page\'s own queries follow the address)', async (_name, from, to) => {
    const { router } = openAppAt(from);
    await screen.findByRole('main');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate(to);
    unsubscribe();
    expect(router.state.location.pathname + router.state.location.search).toBe(to);
    expect(states).not.toContain('loading');
  });
});
