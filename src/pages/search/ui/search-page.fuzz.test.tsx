import { describe, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzRoute } from '@/shared/lib/test/fuzz-render';
import { SearchPage } from './search-page';

/** The painted results answer the search, and nothing is being fetched. */
const settled = () => {
  const body = document.querySelector('[data-results-for]');
  return !!body && body.getAttribute('data-results-for') !== 'pending' && document.querySelector('.search-page__results[aria-busy="true"]') === null;
};

describe('SearchPage with any answer the contract allows', () => {
  it('renders 200 generated track searches: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzRoute(
      {
        operationId: 'searchTracks',
        path: '*/api/music/tracks/',
        render: () => renderWithProviders(<SearchPage />, { route: '/search?type=tracks' }),
        settled,
      },
      { seed: 3102, numRuns: 200 },
    );
  }, 180_000);
});
