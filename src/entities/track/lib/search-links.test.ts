import { describe, expect, it } from 'vitest';
import { bpmSearchHref, canFindSimilar, composerSearchHref, findSimilarHref, goToTrackHref, keySearchHref } from './search-links';

function params(href: string) {
  const url = new URL(href, 'http://x');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('track search links', () => {
  it('links a composer by the keyword "{name} ({pro})"', () => {
    expect(params(composerSearchHref({ name: 'Maya Lindqvist', pro: 'ASCAP' }))).toEqual({
      path: '/search',
      query: { type: 'tracks', keywords_include: 'Maya Lindqvist (ASCAP)' },
    });
  });

  it('links BPM and key', () => {
    expect(params(bpmSearchHref(128))).toEqual({ path: '/search', query: { type: 'tracks', bpm: '128' } });
    expect(params(keySearchHref('F#m'))).toEqual({ path: '/search', query: { type: 'tracks', key: 'F#m' } });
  });

  it('goes to a track, a version or a stem by its own id', () => {
    const [track, version, stem] = [
      { id: 7, type: 'track' },
      { id: 8, type: 'version', parent_id: 7 },
      { id: 3, type: 'stem', parent_id: 7 },
    ];
    expect(goToTrackHref(track!)).toBe('/search?type=tracks&show_tracks=7');
    expect(goToTrackHref(version!)).toBe('/search?type=tracks&show_tracks=8');
    // A stem's id is not a track id: it goes to the track it belongs to.
    expect(goToTrackHref(stem!)).toBe('/search?type=tracks&show_tracks=7');
  });

  it('goes to a stem whose track is not known by the stem itself (its main track first, the stem highlighted)', () => {
    expect(goToTrackHref({ id: 3, type: 'stem' })).toBe('/search?type=tracks&stem=3');
    expect(canFindSimilar({ type: 'stem' })).toBe(false);
    expect(canFindSimilar({ type: 'stem', parent_id: 7 })).toBe(true);
    expect(canFindSimilar({ type: 'version' })).toBe(true);
  });

  it('finds tracks similar to a track', () => {
    expect(findSimilarHref({ id: 7, type: 'track' })).toBe('/search?type=tracks&similar_to=7');
  });
});
