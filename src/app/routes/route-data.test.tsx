import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { CollectionPage } from '@/pages/collection';
import { HomePage } from '@/pages/home';
import { SearchPage } from '@/pages/search';
import { apiBaseUrl } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { ROUTE_DATA_PRELOADS } from './route-data';

let requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requested.push(request.url);
};

/** The reads index.html would preload for an address (path and query), as absolute URLs, as its inline script builds them. */
function preloadsFor(address: string): string[] {
  const urls = ROUTE_DATA_PRELOADS.flatMap(({ pattern, reads }) => {
    const match = new RegExp(pattern, 'i').exec(address);
    return match ? reads.map((read) => `${apiBaseUrl()}${read.replace('$1', match[1] ?? '')}`) : [];
  });
  return [...new Set(urls)];
}

describe('route data preloads', () => {
  beforeEach(() => {
    requested = [];
    server.events.on('request:start', onRequest);
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
  });

  it('preloads exactly the reads the home page asks for', async () => {
    const preloads = preloadsFor('/');
    expect(preloads.length).toBeGreaterThan(0);
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(requested).toEqual(expect.arrayContaining(preloads)));
  });

  it.each([
    ['album', '/album/3/true-crime-textures', '/music/albums/3/'],
    ['album', '/ALBUM/003', '/music/albums/3/'],
    ['playlist', '/playlist/2/some-playlist', '/music/playlists/2/'],
  ] as const)('preloads the %s a page at %s asks for', async (type, pathname, read) => {
    const preloads = preloadsFor(pathname);
    expect(preloads).toEqual([`${apiBaseUrl()}${read}`]);
    renderWithProviders(<CollectionPage type={type} />, { route: pathname });
    await waitFor(() => expect(requested).toEqual(expect.arrayContaining(preloads)));
  });

  it.each(['/search', '/search?type=tracks'])('preloads the vocabulary and the results the search page at %s asks for', async (address) => {
    const preloads = preloadsFor(address);
    expect(preloads).toHaveLength(4);
    renderWithProviders(<SearchPage />, { route: address });
    await waitFor(() => expect(requested).toEqual(expect.arrayContaining(preloads)));
  });

  it('preloads only the vocabulary for a search with criteria (its results call depends on them)', () => {
    expect(preloadsFor('/search?type=tracks&keywords_include=Dark')).toHaveLength(3);
  });

  it('preloads nothing for a page whose key the page would not read (no id, a slug for an id)', () => {
    expect(preloadsFor('/album/')).toEqual([]);
    expect(preloadsFor('/album/true-crime')).toEqual([]);
    expect(preloadsFor('/searching')).toEqual([]);
    expect(preloadsFor('/?utm_source=mail')).toEqual([]);
  });
});
