import { describe, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { AccountPage } from './account-page';

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
});
