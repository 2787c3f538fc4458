import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

const origin = 'https://4em.example';

describe('shareLink', () => {
  it('links a project to its page and a track (or version) to the tracks search', () => {
    expect(shareLink({ type: 'project', id: 'abc-123', title: 'Trailer' }, origin)).toBe('https://4em.example/project/abc-123');
    expect(shareLink({ type: 'track', id: 42, title: 'Rise', web_url: '/album/7' }, origin)).toBe(
      'https://4em.example/search?type=tracks&show_tracks=42',
    );
    expect(shareLink({ type: 'version' as 'track', id: 43, title: 'Rise (30 sec)' }, origin)).toBe(
      'https://4em.example/search?type=tracks&show_tracks=43',
    );
  });

  it("links albums and other items to their own web_url, kept when already absolute", () => {
    expect(shareLink({ type: 'album', id: 7, title: 'Skyline', web_url: '/album/7' }, origin)).toBe('https://4em.example/album/7');
    expect(shareLink({ type: 'playlist', id: 3, title: 'Chill', web_url: 'https://cdn.example/p/3' }, origin)).toBe('https://cdn.example/p/3');
  });
});
