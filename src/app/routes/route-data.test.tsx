import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { CollectionPage } from '@/pages/collection';
import { HomePage } from '@/pages/home';
import { apiBaseUrl } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { ROUTE_DATA_PRELOADS } from './route-data';

let requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requested.push(request.url);
};

/** The reads index.html would preload for `pathname`, as absolute URLs (what the inline script builds). */
function preloadsFor(pathname: string): string[] {
  for (const { pattern, reads } of ROUTE_DATA_PRELOADS) {
    const match = new RegExp(pattern, 'i').exec(pathname);
    if (match) return reads.map((read) => `${apiBaseUrl()}${read.replace('$1', match[1] ?? '')}`);
  }
  return [];
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

  it('preloads nothing for a page whose key the page would not read (no id, a slug for an id)', () => {
    expect(preloadsFor('/album/')).toEqual([]);
    expect(preloadsFor('/album/true-crime')).toEqual([]);
    expect(preloadsFor('/search')).toEqual([]);
  });
});
