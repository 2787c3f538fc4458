import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzRoute } from '@/shared/lib/test/fuzz-render';
import { CollectionPage } from './collection-page';

const settled = () => document.querySelector('main[aria-busy="true"]') === null && screen.queryByRole('main') !== null;

describe('CollectionPage with any answer the contract allows', () => {
  it('renders 200 generated albums: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzRoute(
      {
        operationId: 'getAlbum',
        path: '*/api/music/albums/:id/',
        render: () => renderWithProviders(<CollectionPage type="album" />, { route: '/album/7/an-album', path: '/album/*' }),
        settled,
      },
      { seed: 3101, numRuns: 200 },
    );
  }, 120_000);
});
