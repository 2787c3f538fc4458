import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchAlbums, searchPlaylists, searchTracks } from './engine';
import { compatibleKeys, keyCodeOf, parseKey } from './musical-keys';
import { DEFAULT_SEARCH_PARAMS, MAX_PAGE_SIZE, parseSearchParams } from './params';

describe('parseSearchParams', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parseSearchParams('')).toEqual(DEFAULT_SEARCH_PARAMS);
  });

  it('reads every parameter, trims lists and drops duplicates', () => {
    const params = parseSearchParams(
      'query=%20dark%20&track_title=a&album_title=b&keywords_include=Epic,%20epic%20,,Trailer&keywords_exclude=Pop' +
        '&bpm=110-120&key=Dm,%20Am&page=3&pagesize=10&sortby=TITLE&random_key=k&show_tracks=5,x,7&similar_to=9&stem=4' +
        '&expand=versions',
    );
    expect(params).toEqual({
      query: 'dark',
      track_title: 'a',
      album_title: 'b',
      keywords_include: ['Epic', 'Trailer'],
      keywords_exclude: ['Pop'],
      bpm: '110-120',
      key: ['Dm', 'Am'],
      page: 3,
      pagesize: 10,
      sortby: 'title',
      random_key: 'k',
      show_tracks: [5, 7],
      similar_to: '9',
      stem: '4',
      expand: { versions: true, stems: false },
    });
  });

  it('falls back to defaults for garbage integers and unknown sort orders', () => {
    for (const [page, pagesize] of [['abc', 'xyz'], ['-1', '0'], ['1.5', '2e3'], ['', ' '], ['99999999999999999999', '-48']]) {
      const params = parseSearchParams(`page=${page}&pagesize=${pagesize}&sortby=sideways`);
      expect(params.page).toBe(1);
      expect(params.pagesize).toBe(48);
      expect(params.sortby).toBe('newest');
    }
    expect(parseSearchParams('pagesize=100000').pagesize).toBe(MAX_PAGE_SIZE);
  });

  it('splits space-separated keys ("Dm Am") but keeps "D minor" whole', () => {
    expect(parseSearchParams('key=Dm%20Am').key).toEqual(['Dm', 'Am']);
    expect(parseSearchParams('key=D%20minor').key).toEqual(['D minor']);
  });
});

describe('musical keys', () => {
  it('parses spellings to one code per key', () => {
    expect(keyCodeOf('F#m')).toBe(keyCodeOf('Gbm'));
    expect(keyCodeOf('d minor')).toBe(keyCodeOf('Dm'));
    expect(keyCodeOf('Bb')).toBe(keyCodeOf('a#'));
    expect(keyCodeOf('Bb')).not.toBe(keyCodeOf('Bbm'));
    expect(keyCodeOf('H')).toBeNull();
    expect(keyCodeOf('')).toBeNull();
  });

  it('knows relative and fifth-related keys', () => {
    const key = (text: string) => parseKey(text)!;
    expect(compatibleKeys(key('C'), key('Am'))).toBe(true);
    expect(compatibleKeys(key('C'), key('G'))).toBe(true);
    expect(compatibleKeys(key('C'), key('F'))).toBe(true);
    expect(compatibleKeys(key('Dm'), key('Am'))).toBe(true);
    expect(compatibleKeys(key('C'), key('F#'))).toBe(false);
    expect(compatibleKeys(key('C'), key('Em'))).toBe(false);
  });
});

describe('any query string', () => {
  const names = [
    'query', 'track_title', 'album_title', 'keywords_include', 'keywords_exclude', 'bpm', 'key', 'page', 'pagesize',
    'sortby', 'random_key', 'show_tracks', 'similar_to', 'stem', 'type', 'expand', 'junk',
  ];
  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.integer().map(String),
    fc.constantFrom('', ',', ',,,', '-', '1-', '-1', 'NaN', 'Infinity', '1e999', 'Epic,Trailer', 'Dm,,H', '120-110', '%', '%E0%A4%A'),
  );
  const queryString = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc
      .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 8 })
      .map((pairs) => pairs.map(([name, v]) => `${name}=${encodeURIComponent(v)}`).join('&')),
    fc.array(fc.tuple(fc.constantFrom(...names), fc.string()), { maxLength: 6 }).map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&')),
  );

  it('parses and searches without throwing, with sane paging', () => {
    fc.assert(
      fc.property(queryString, fc.boolean(), (query, restricted) => {
        const params = parseSearchParams(query);
        expect(params.page).toBeGreaterThanOrEqual(1);
        expect(params.pagesize).toBeGreaterThanOrEqual(1);
        expect(params.pagesize).toBeLessThanOrEqual(MAX_PAGE_SIZE);
        const viewer = restricted ? { restricted_pro_groups: ['BMI'] } : null;
        const tracks = searchTracks(params, viewer);
        expect(tracks.tracks.length).toBeLessThanOrEqual(params.pagesize);
        expect(tracks.total_count).toBeGreaterThanOrEqual(tracks.tracks.length);
        expect(Array.isArray(tracks.unmatched)).toBe(true);
        searchAlbums(params, viewer);
        searchPlaylists(params, viewer);
      }),
      { numRuns: 300 },
    );
  });
});
