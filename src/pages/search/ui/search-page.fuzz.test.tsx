import { describe, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { loadSearchData } from '../model/search-data';
import { SearchPage } from './search-page';

const ADDRESS = '/search?type=tracks';

/** The painted results answer the search, and nothing is being fetched. */
const settled = () => {
  const body = document.querySelector('[data-results-for]');
  return !!body && body.getAttribute('data-results-for') !== 'pending' && document.querySelector('main [aria-busy="true"], .search-page__filters-loading') === null;
};

describe('SearchPage with any answer the contract allows', () => {
  it('renders generated track searches and filter vocabularies: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [
          { operationId: 'searchTracks', path: '*/api/music/tracks/' },
          // The filter panel beside the results (a wide screen) lists the vocabulary.
          { operationId: 'listKeywordCategories', path: '*/api/music/keywords/categories/' },
          { operationId: 'listInstrumentCategories', path: '*/api/music/instruments/categories/' },
          { operationId: 'listComposers', path: '*/api/music/composers/' },
        ],
        load: (store) => loadSearchData(store.dispatch, new URL(ADDRESS, 'http://localhost')),
        render: (store) => renderWithProviders(<SearchPage />, { store, route: ADDRESS }),
        settled,
      },
      { seed: 3102, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
