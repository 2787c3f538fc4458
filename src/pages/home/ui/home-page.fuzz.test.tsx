import { describe, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { loadHomeData } from '../model/home-data';
import { HomePage } from './home-page';

describe('HomePage with any answers the contract allows', () => {
  it('renders generated heroes, carousels and as-heard-on lists: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [
          { operationId: 'getSplashBanner', path: '*/api/music/albums/splash_banner/' },
          { operationId: 'getFeatured', path: '*/api/music/albums/featured' },
          { operationId: 'getFeatured', path: '*/api/music/playlists/featured' },
          { operationId: 'getFeatured', path: '*/api/music/samplers/featured' },
          { operationId: 'listAsHeardOnCategories', path: '*/api/music/as-heard-on-categories/' },
          // A banner without an album: the hero shows the newest album of the search.
          { operationId: 'searchAlbums', path: '*/api/music/albums/' },
        ],
        load: (store) => loadHomeData(store.dispatch, new URL('/', 'http://localhost')),
        render: (store) => renderWithProviders(<HomePage />, { store }),
      },
      { seed: 3105, numRuns: ROUTE_RUNS },
    );
  }, 240_000);
});
