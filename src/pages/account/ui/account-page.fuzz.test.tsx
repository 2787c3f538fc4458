import { describe, it } from 'vitest';
import { userApi } from '@/entities/user';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { AccountPage, type AccountPageArea } from './account-page';

describe('AccountPage with any answers the contract allows', () => {
  it('MY ACTIVITY renders generated accounts and activity pages: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [
          { operationId: 'getCurrentUser', path: '*/api/users/me/' },
          { operationId: 'listActivity', path: '*/api/users/me/activity/' },
        ],
        render: (store) => renderWithProviders(<AccountPage area="activity" />, { store, route: '/activity' }),
      },
      { seed: 3107, numRuns: ROUTE_RUNS },
    );
  }, 240_000);

  // The areas that show no server data but the account itself: its forms, its support request,
  // its site admin (an admin's, or the page a non-admin is told is not theirs).
  it.each<[AccountPageArea, number]>([
    ['account', 3108],
    ['support', 3109],
    ['admin', 3110],
  ])('%s renders generated accounts: no crash, no blank page, nothing unread on screen', async (area, seed) => {
    await fuzzView(
      {
        answers: [{ operationId: 'getCurrentUser', path: '*/api/users/me/' }],
        // The account read before the page renders: drawn from it at once, not through a wait per case.
        load: (store) => store.dispatch(userApi.endpoints.getMe.initiate()),
        render: (store) => renderWithProviders(<AccountPage area={area} />, { store, route: `/${area}` }),
      },
      { seed, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
