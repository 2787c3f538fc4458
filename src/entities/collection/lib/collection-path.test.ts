import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collectionHref, parseCollectionPath } from './collection-path';

describe('parseCollectionPath', () => {
  it('reads the id of albums and playlists and the disc number of samplers', () => {
    expect(parseCollectionPath('/album/12/dark-pulse')).toEqual({ type: 'album', key: '12' });
    expect(parseCollectionPath('/album/12')).toEqual({ type: 'album', key: '12' });
    expect(parseCollectionPath('/playlist/7/trailer-essentials/')).toEqual({ type: 'playlist', key: '7' });
    expect(parseCollectionPath('/sampler/4EMS01/4em-sampler')).toEqual({ type: 'sampler', key: '4EMS01' });
  });

  it('gives no key for a missing or malformed id', () => {
    expect(parseCollectionPath('/album')).toEqual({ type: 'album', key: null });
    expect(parseCollectionPath('/album/abc/slug')).toEqual({ type: 'album', key: null });
    expect(parseCollectionPath('/album/0')).toEqual({ type: 'album', key: null });
    expect(parseCollectionPath('/album/%E0%A4%A')).toEqual({ type: 'album', key: null });
    expect(parseCollectionPath('/project/1')).toBeNull();
  });

  it('never throws on any path', () => {
    fc.assert(fc.property(fc.string(), (path) => void parseCollectionPath(`/album/${path}`)));
  });

  it('builds a route from a collection', () => {
    expect(collectionHref({ type: 'album', id: 3, disc_number: '4EM003', slug: 'true-crime' })).toBe('/album/3/true-crime');
    expect(collectionHref({ type: 'sampler', id: 1, disc_number: '4EMS01' })).toBe('/sampler/4EMS01');
  });
});
