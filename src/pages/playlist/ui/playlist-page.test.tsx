import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { collectionTracks } from '@mocks/serializers/collection';
import { renderWithProviders } from '@/shared/lib/test';
import { PlaylistPage } from './playlist-page';

describe('PlaylistPage', () => {
  it('renders the playlist from /playlist/{id}/{slug}', async () => {
    const index = catalogueIndex();
    const playlist = index.playlistList.find((p) => collectionTracks('playlist', p, null, index).length > 0)!;
    const tracks = collectionTracks('playlist', playlist, null, index);
    renderWithProviders(<PlaylistPage />, { route: `/playlist/${playlist.id}/${playlist.slug}`, path: '/playlist/*' });
    expect(await screen.findByRole('heading', { level: 1, name: playlist.title })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: `Tracks of ${playlist.title}` })).getAllByRole('article')).toHaveLength(tracks.length);
  });

  it('shows the not-found view for an unknown playlist', async () => {
    renderWithProviders(<PlaylistPage />, { route: '/playlist/424242/gone', path: '/playlist/*' });
    expect(await screen.findByRole('heading', { name: "We couldn't find that playlist" })).toBeInTheDocument();
  });
});
