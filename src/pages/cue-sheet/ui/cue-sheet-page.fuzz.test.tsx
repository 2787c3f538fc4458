import { describe, it } from 'vitest';
import { userApi } from '@/entities/user';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { editCueSheetSaga } from '../model/edit-cue-sheet-saga';
import { CueSheetPage } from './cue-sheet-page';

describe('CueSheetPage with any answers the contract allows', () => {
  it('the cue sheet from an edit renders generated accounts: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [{ operationId: 'getCurrentUser', path: '*/api/users/me/' }],
        // The account read before the page renders: drawn from it at once, not through a wait per case.
        load: (store) => store.dispatch(userApi.endpoints.getMe.initiate()),
        render: (store) => renderWithProviders(<CueSheetPage />, { store, route: '/cue-sheet' }),
        sagas: [editCueSheetSaga],
      },
      { seed: 3111, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
