import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { collectionTracks } from '@mocks/serializers/collection';
import { renderWithProviders } from '@/shared/lib/test';
import { AlbumPage } from './album-page';

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url).pathname);
};

function firstAlbum() {
  const index = catalogueIndex();
  const album = index.albumList.find((a) => collectionTracks('album', a, null, index).length > 1)!;
  return { album, tracks: collectionTracks('album', album, null, index) };
}

describe('AlbumPage', () => {
  beforeEach(() => {
    requests = [];
    server.events.on('request:start', onRequest);
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
  });

  it('renders the album from /album/{id}/{slug}: header, track count and tracks', async () => {
    const { album, tracks } = firstAlbum();
    renderWithProviders(<AlbumPage />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
    expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
    expect(screen.getByText(`${tracks.length} tracks`)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: `Tracks of ${album.title}` });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(tracks.length);
    expect(within(rows[0]).getByRole('heading', { name: new RegExp(tracks[0].title) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${album.title} artwork` })).toBeInTheDocument();
    expect(requests).toContain(`/api/music/albums/${album.id}/`);
    expect(document.title).toContain(album.title);
  });

  it('works without the slug', async () => {
    const { album } = firstAlbum();
    renderWithProviders(<AlbumPage />, { route: `/album/${album.id}`, path: '/album/*' });
    expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
  });

  it('shows the not-found view for an album the server does not know', async () => {
    renderWithProviders(<AlbumPage />, { route: '/album/999999/nothing-here', path: '/album/*' });
    expect(await screen.findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
    expect(requests).toContain('/api/music/albums/999999/');
  });

  it('shows the not-found view for a non-numeric id without calling the server', async () => {
    renderWithProviders(<AlbumPage />, { route: '/album/not-a-number', path: '/album/*' });
    expect(await screen.findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/api/music/albums/'))).toEqual([]);
  });

  it('shows the not-found view when the server fails', async () => {
    const { album } = firstAlbum();
    server.use(http.get('*/api/music/albums/:id/', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<AlbumPage />, { route: `/album/${album.id}/${album.slug}`, path: '/album/*' });
    expect(await screen.findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
  });

  it('renders a sampler keyed by its disc number', async () => {
    const index = catalogueIndex();
    const sampler = index.samplerList.find((s) => collectionTracks('sampler', s, null, index).length > 0)!;
    renderWithProviders(<AlbumPage />, { route: `/sampler/${sampler.disc_number}/${sampler.slug}`, path: '/sampler/*' });
    expect(await screen.findByRole('heading', { level: 1, name: sampler.title })).toBeInTheDocument();
    expect(requests).toContain(`/api/music/samplers/${sampler.disc_number}/`);
    expect(screen.getByText('Sampler')).toBeInTheDocument();
  });

  it('shows the sampler not-found view for an unknown disc number', async () => {
    renderWithProviders(<AlbumPage />, { route: '/sampler/NOPE-1/x', path: '/sampler/*' });
    expect(await screen.findByRole('heading', { name: "We couldn't find that sampler" })).toBeInTheDocument();
  });
});
