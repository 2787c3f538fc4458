import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scenarioHandlers, server, setScenarios } from '@mocks/node';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { collectionTracks } from '@mocks/serializers/collection';
import { selectPlayer } from '@/features/player';
import { recordRequests, renderWithProviders } from '@/shared/lib/test';
import { CollectionPage, unlistedTracksMessage } from './collection-page';

let requests: ReturnType<typeof recordRequests>;
const requestedPaths = () => requests.urls.map((url) => url.pathname);

function firstAlbum() {
  const index = catalogueIndex();
  const album = index.albumList.find((a) => collectionTracks('album', a, null, index).length > 1)!;
  return { album, tracks: collectionTracks('album', album, null, index) };
}

function firstPlaylist() {
  const index = catalogueIndex();
  const playlist = index.playlistList.find((p) => collectionTracks('playlist', p, null, index).length > 0)!;
  return { playlist, tracks: collectionTracks('playlist', playlist, null, index) };
}

describe('CollectionPage', () => {
  beforeEach(() => {
    requests = recordRequests();
  });
  afterEach(() => {
    requests.stop();
  });

  describe('album', () => {
    it('renders the album from /album/{id}/{slug}: header, track count and tracks', async () => {
      const { album, tracks } = firstAlbum();
      renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
      expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
      expect(screen.getByText(`${tracks.length} tracks`)).toBeInTheDocument();
      const list = screen.getByRole('grid', { name: `Tracks of ${album.title}` });
      const rows = within(list).getAllByRole('article');
      expect(rows).toHaveLength(tracks.length);
      expect(within(rows[0]).getByRole('heading', { name: new RegExp(tracks[0].title) })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `${album.title} artwork` })).toBeInTheDocument();
      expect(requestedPaths()).toContain(`/api/music/albums/${album.id}/`);
      expect(document.title).toContain(album.title);
    });

    it('PLAY plays the album from its first track, its rows being the queue', async () => {
      const { album, tracks } = firstAlbum();
      const user = userEvent.setup();
      const { store } = renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
      await user.click(await screen.findByRole('button', { name: `Play the album ${album.title}` }));
      const player = selectPlayer(store.getState());
      expect(player.track?.id).toBe(tracks[0].id);
      expect(player.queue).toHaveLength(tracks.length);
      expect(player.description).toBe(`Album: ${album.title}`);
    });

    it('works without the slug', async () => {
      const { album } = firstAlbum();
      renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}`, path: '/album/*' });
      expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
    });

    it('announces the load to assistive technology while it waits', async () => {
      const { album } = firstAlbum();
      renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}`, path: '/album/*' });
      expect(screen.getByRole('status')).toHaveTextContent('Loading album…');
      expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
    });

    it('shows the not-found view for an album the server does not know (404)', async () => {
      renderWithProviders(<CollectionPage type="album" />, { route: '/album/999999/nothing-here', path: '/album/*' });
      expect(await screen.findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
      expect(requestedPaths()).toContain('/api/music/albums/999999/');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });

    it('shows the not-found view for a non-numeric id without calling the server', async () => {
      renderWithProviders(<CollectionPage type="album" />, { route: '/album/not-a-number', path: '/album/*' });
      expect(await screen.findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
      expect(requestedPaths().filter((path) => path.startsWith('/api/music/albums/'))).toEqual([]);
    });

    it('a server error is not "not found": it offers a retry that loads the album', async () => {
      const { album } = firstAlbum();
      server.use(...scenarioHandlers('error:/api/music/albums/*'));
      renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this album');
      expect(screen.queryByRole('heading', { name: "We couldn't find that album" })).not.toBeInTheDocument();
      server.resetHandlers();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
    });

    it('a network error offers a retry too', async () => {
      const { album } = firstAlbum();
      server.use(...scenarioHandlers('network:/api/music/albums/*'));
      renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}`, path: '/album/*' });
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "We couldn't find that album" })).not.toBeInTheDocument();
    });
  });

  describe('playlist', () => {
    it('renders the playlist from /playlist/{id}/{slug}', async () => {
      const { playlist, tracks } = firstPlaylist();
      renderWithProviders(<CollectionPage type="playlist" />, { route: `/playlist/${playlist.id}/${playlist.slug}`, path: '/playlist/*' });
      expect(await screen.findByRole('heading', { level: 1, name: playlist.title })).toBeInTheDocument();
      expect(within(screen.getByRole('grid', { name: `Tracks of ${playlist.title}` })).getAllByRole('article')).toHaveLength(tracks.length);
      expect(requestedPaths()).toContain(`/api/music/playlists/${playlist.id}/`);
    });

    it('shows the not-found view for an unknown playlist', async () => {
      renderWithProviders(<CollectionPage type="playlist" />, { route: '/playlist/424242/gone', path: '/playlist/*' });
      expect(await screen.findByRole('heading', { name: "We couldn't find that playlist" })).toBeInTheDocument();
    });

    it('a server error offers a retry, not "not found"', async () => {
      const { playlist } = firstPlaylist();
      server.use(...scenarioHandlers('error:/api/music/playlists/*'));
      renderWithProviders(<CollectionPage type="playlist" />, { route: `/playlist/${playlist.id}`, path: '/playlist/*' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this playlist');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });

  describe('sampler', () => {
    it('renders a sampler keyed by its disc number', async () => {
      const index = catalogueIndex();
      const sampler = index.samplerList.find((s) => collectionTracks('sampler', s, null, index).length > 0)!;
      renderWithProviders(<CollectionPage type="sampler" />, { route: `/sampler/${sampler.disc_number}/${sampler.slug}`, path: '/sampler/*' });
      expect(await screen.findByRole('heading', { level: 1, name: sampler.title })).toBeInTheDocument();
      expect(requestedPaths()).toContain(`/api/music/samplers/${sampler.disc_number}/`);
      expect(screen.getByText('Sampler')).toBeInTheDocument();
    });

    it('shows the sampler not-found view for an unknown disc number', async () => {
      renderWithProviders(<CollectionPage type="sampler" />, { route: '/sampler/NOPE-1/x', path: '/sampler/*' });
      expect(await screen.findByRole('heading', { name: "We couldn't find that sampler" })).toBeInTheDocument();
    });
  });
  describe('on a server built from the spec alone (strict: answers without their tracks)', () => {
    beforeEach(() => setScenarios(['strict']));

    it("lists an album's tracks from the track search by album title, and PLAY plays them", async () => {
      const { album, tracks } = firstAlbum();
      const user = userEvent.setup();
      const { store } = renderWithProviders(<CollectionPage type="album" />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
      const list = await screen.findByRole('list', { name: `Tracks of ${album.title}` });
      const rows = within(list).getAllByRole('article');
      expect(rows).toHaveLength(tracks.length);
      for (const track of tracks) expect(within(list).getAllByText(track.title).length).toBeGreaterThan(0);
      const search = requests.urls.find((url) => url.pathname === '/api/music/tracks/');
      expect(search?.searchParams.get('album_title')).toBe(album.title);
      await user.click(screen.getByRole('button', { name: `Play the album ${album.title}` }));
      expect(tracks.map((track) => track.id)).toContain(selectPlayer(store.getState()).track?.id);
      expect(selectPlayer(store.getState()).queue).toHaveLength(tracks.length);
    });

    it("says a playlist's tracks are not listed here, and keeps its menu", async () => {
      const { playlist } = firstPlaylist();
      renderWithProviders(<CollectionPage type="playlist" />, { route: `/playlist/${playlist.id}/${playlist.slug}`, path: '/playlist/*' });
      expect(await screen.findByText(unlistedTracksMessage('playlist'))).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: playlist.title })).toBeInTheDocument();
      expect(screen.queryByText('No tracks available in this playlist.')).not.toBeInTheDocument();
    });

    it('shows a sampler by its disc number although the answer has no type or id', async () => {
      const index = catalogueIndex();
      const sampler = index.samplerList[0]!;
      renderWithProviders(<CollectionPage type="sampler" />, { route: `/sampler/${sampler.disc_number}/${sampler.slug}`, path: '/sampler/*' });
      expect(await screen.findByRole('heading', { level: 1, name: sampler.title })).toBeInTheDocument();
      expect(screen.getByText(unlistedTracksMessage('sampler'))).toBeInTheDocument();
      expect(screen.getByText('Sampler')).toBeInTheDocument();
    });
  });
});
