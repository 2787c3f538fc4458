import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, it } from 'vitest';
import { userApi } from '@/entities/user';
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
  // One run of 200 cases (CONTRACT_FUZZ_RUNS), each drawing its route: the answer they read is the
  // same shell's, and 200 cases for each of the nine would add more than a minute to the unit suite.
  it('each renders in the app shell: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [{ operationId: 'getCurrentUser', path: '*/api/users/me/' }],
        // The account read before the shell renders: drawn from it at once, not through a wait per case.
        load: (store) => store.dispatch(userApi.endpoints.getMe.initiate()),
        variants: ROUTES,
        render: (store, _answers, route) =>
          render(
            <Provider store={store}>
              <RouterProvider router={createMemoryRouter(appRoutes(store.dispatch), { initialEntries: [String(route)] })} />
            </Provider>,
          ),
        // The page's heading and the header's account part (a person's name, or "Login / Register").
        settled: () => isDrawn() && document.querySelector('main h1') !== null && document.querySelector('header') !== null,
      },
      { seed: 3120, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
