import { describe, it } from 'vitest';
import type { CollectionType } from '@/entities/collection';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS, type FuzzView } from '@/shared/lib/test/fuzz-render';
import { loadCollectionData } from '../model/collection-data';
import { CollectionPage } from './collection-page';

/** The page shows the collection (or why not), and nothing in it is loading. */
const settled = () => document.querySelector('main') !== null && document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') === null;

/** A collection page drawn from a generated collection and, for an album sent without its tracks, a generated track search. */
function collectionView(type: CollectionType, operationId: string): FuzzView {
  const address = `/${type}/7/a-${type}`;
  return {
    answers: [
      { operationId, path: `*/api/music/${type}s/:id/` },
      // An album the server sends without `tracks` lists them from the track search by its title.
      { operationId: 'searchTracks', path: '*/api/music/tracks/' },
    ],
    load: (store) => loadCollectionData(type)(store.dispatch, new URL(address, 'http://localhost')),
    render: (store) => renderWithProviders(<CollectionPage type={type} />, { store, route: address, path: `/${type}/*` }),
    settled,
  };
}

describe('collection pages with any answer the contract allows', () => {
  it('an album page renders generated albums: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(collectionView('album', 'getAlbum'), { seed: 3101, numRuns: ROUTE_RUNS });
  }, 240_000);

  it('a playlist page renders generated playlists', async () => {
    await fuzzView(collectionView('playlist', 'getPlaylist'), { seed: 3103, numRuns: ROUTE_RUNS });
  }, 240_000);

  it('a sampler page renders generated samplers', async () => {
    await fuzzView(collectionView('sampler', 'getSampler'), { seed: 3104, numRuns: ROUTE_RUNS });
  }, 240_000);
});
