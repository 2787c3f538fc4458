import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { describe, it } from 'vitest';
import { userApi } from '@/entities/user';
import { createTestRouter } from '@/shared/lib/test';
import { fuzzView, isDrawn, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { appRoutes } from './router';

/**
 * The routes whose page shows no server data: what they draw from an answer is the shell's (the
 * header's account button, the sidebar's and the PRO banner's reading of `/api/users/me/`). Each
 * is opened through the app's own route table and layout, as a person opening its address would.
 */
const ROUTES = [
  '/password-reset/request-reset',
  '/what-we-do',
  '/contact',
  '/about',
  '/faq',
  '/terms-of-use',
  '/privacy-policy',
  '/cookie-policy',
  '/no/such/page',
];

describe('the routes without server data, with any account the contract allows', () => {
  // 200 cases (CONTRACT_FUZZ_RUNS), each an account drawn by every route in turn: the app opens
  // the first and its router moves to each next one in the same shell, so each route is drawn with
  // all 200 answers for about twice the time of one page a case (a fresh shell per route and case
  // would add more than a minute to the unit suite).
  it('each renders in the app shell: no crash, no blank page, nothing unread on screen', async () => {
    let router: ReturnType<typeof createTestRouter> | null = null;
    let route = ROUTES[0];
    await fuzzView(
      {
        answers: [{ operationId: 'getCurrentUser', path: '*/api/users/me/' }],
        // The account read before the shell renders: drawn from it at once, not through a wait per case.
        load: (store) => store.dispatch(userApi.endpoints.getMe.initiate()),
        render: (store) => {
          route = ROUTES[0];
          router = createTestRouter(appRoutes(store.dispatch), { initialEntries: [route] });
          return render(
            <Provider store={store}>
              <RouterProvider router={router} />
            </Provider>,
          );
        },
        steps: ROUTES.slice(1).map((next) => () => {
          route = next;
          return router?.navigate(next);
        }),
        // The route's own page (not the last one's, still on screen while the next loads), its
        // heading, and the header's account part (a person's name, or "Login / Register").
        settled: () =>
          router?.state.location.pathname === route &&
          router.state.navigation.state === 'idle' &&
          isDrawn() &&
          document.querySelector('main h1') !== null &&
          document.querySelector('header') !== null,
      },
      { seed: 3120, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
