import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_STATE,
  SEARCH_PARAMS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  defaultSearchState,
  parseSearchState,
  removeQuery,
  resetSearchState,
  searchHref,
  serializeSearchState,
  toApiQuery,
  toggleKeyword,
  type SearchState,
} from './search-state';

/** A keyword as a URL list can carry it: trimmed, non-empty, no comma. */
const keywordArb = fc
  .string({ minLength: 1, maxLength: 24, unit: 'grapheme' })
  .map((s) => s.replace(/,/g, '').trim())
  .filter((s) => s.length > 0);

const disjointKeywords = fc
  .uniqueArray(keywordArb, { maxLength: 8 })
  .chain((all) => fc.tuple(fc.constant(all), fc.array(fc.boolean(), { minLength: all.length, maxLength: all.length })))
  .map(([all, flags]) => ({
    include: all.filter((_, i) => flags[i]),
    exclude: all.filter((_, i) => !flags[i]),
  }));

const text = fc.string({ maxLength: 30, unit: 'grapheme' });

/** Any state the app can produce (and so any URL it can write). */
const validState: fc.Arbitrary<SearchState> = fc
  .record({
    query: text,
    track_title: text,
    album_title: text,
    keywords: disjointKeywords,
    key: text,
    bpm: text,
    page: fc.integer({ min: -5, max: 100000 }),
    pagesize: fc.integer({ min: 0, max: 500 }),
    sortby: fc.oneof(fc.constantFrom(...SEARCH_SORTS), text.filter((s) => s !== '')),
    random_key: text,
    results: text,
    stem: text,
    show_tracks: fc.uniqueArray(fc.integer({ min: -10, max: 10_000_000 }), { maxLength: 5 }),
    similar_to: text,
    type: fc.constantFrom(...SEARCH_TYPES),
  })
  .map(({ keywords, ...rest }) => ({ ...rest, keywords_include: keywords.include, keywords_exclude: keywords.exclude }));

describe('search state in the URL', () => {
  it('parse(serialize(s)) equals s for every valid state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(parseSearchState(serializeSearchState(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('reads "-0" as page 0, not negative zero (which would not survive a round trip)', () => {
    const state = parseSearchState('page=-0&show_tracks=-0');
    expect(Object.is(state.page, 0)).toBe(true);
    expect(Object.is(state.show_tracks[0], 0)).toBe(true);
    expect(parseSearchState(serializeSearchState(state))).toEqual(state);
  });

  it('parses any query string without throwing, into a state that round-trips', () => {
    const anyQuery = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 200, unit: 'binary' }),
      fc
        .array(fc.tuple(fc.constantFrom(...SEARCH_PARAMS, 'junk', 'utm_source'), fc.string({ maxLength: 20 })), { maxLength: 12 })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
      fc.webQueryParameters(),
    );
    fc.assert(
      fc.property(anyQuery, (query) => {
        const state = parseSearchState(query);
        expect(SEARCH_TYPES).toContain(state.type);
        expect(Number.isInteger(state.page)).toBe(true);
        expect(state.keywords_exclude.some((k) => state.keywords_include.includes(k))).toBe(false);
        expect(parseSearchState(serializeSearchState(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('never writes a parameter equal to its default', () => {
    fc.assert(
      fc.property(validState, fc.subarray([...SEARCH_PARAMS]), (state, resetParams) => {
        const mixed: SearchState = { ...state };
        for (const name of resetParams) (mixed as unknown as Record<string, unknown>)[name] = defaultSearchState()[name];
        const written = new URLSearchParams(serializeSearchState(mixed));
        for (const name of resetParams) expect(written.has(name)).toBe(false);
        for (const [name, value] of written) {
          expect(SEARCH_PARAMS).toContain(name);
          expect(value).not.toBe(String(DEFAULT_SEARCH_STATE[name as keyof SearchState]));
        }
      }),
      { numRuns: 300 },
    );
    expect(serializeSearchState(defaultSearchState())).toBe('');
    expect(searchHref()).toBe('/search');
  });

  it('joins lists with commas and falls back to 0 for non-numbers', () => {
    const query = serializeSearchState({ keywords_include: ['Dark', 'Epic'], type: 'tracks', page: 3 });
    expect(query).toBe('keywords_include=Dark,Epic&page=3&type=tracks');
    const garbage = parseSearchState('?page=abc&pagesize=12x&type=videos&sortby=&keywords_include=,,Dark,,Dark,&show_tracks=7,x');
    expect(garbage.page).toBe(0);
    expect(garbage.pagesize).toBe(0);
    expect(garbage.type).toBe('albums');
    expect(garbage.sortby).toBe('newest');
    expect(garbage.keywords_include).toEqual(['Dark']);
    expect(garbage.show_tracks).toEqual([7, 0]);
  });

  it('asks the server for page 1 when the URL says page 0 or less, and for 48 per page when the size is not positive', () => {
    expect(toApiQuery(parseSearchState('page=abc&pagesize=-1&type=tracks'))).toBe('type=tracks');
    expect(toApiQuery(parseSearchState('page=2'))).toBe('page=2');
  });

  it('keeps a keyword that is in both lists only included', () => {
    const state = parseSearchState('keywords_include=Dark&keywords_exclude=Dark,Epic');
    expect(state.keywords_include).toEqual(['Dark']);
    expect(state.keywords_exclude).toEqual(['Epic']);
  });

  it('drops unknown parameters when written back', () => {
    expect(serializeSearchState(parseSearchState('utm_source=x&query=rain&foo=bar'))).toBe('query=rain');
  });
});

describe('keyword toggles: include and exclude move a keyword, the same toggle removes it', () => {
  const stateWith = (include: string[], exclude: string[]) =>
    defaultSearchState({ keywords_include: include, keywords_exclude: exclude });

  it('include adds to included and removes from excluded; again removes', () => {
    const once = toggleKeyword(stateWith([], ['Dark']), 'Dark', 'include');
    expect(once.keywords_include).toEqual(['Dark']);
    expect(once.keywords_exclude).toEqual([]);
    const twice = toggleKeyword(once, 'Dark', 'include');
    expect(twice.keywords_include).toEqual([]);
    expect(twice.keywords_exclude).toEqual([]);
  });

  it('exclude adds to excluded and removes from included; again removes', () => {
    const once = toggleKeyword(stateWith(['Dark'], []), 'Dark', 'exclude');
    expect(once.keywords_include).toEqual([]);
    expect(once.keywords_exclude).toEqual(['Dark']);
    expect(toggleKeyword(once, 'Dark', 'exclude').keywords_exclude).toEqual([]);
  });

  it('keeps the lists disjoint and duplicate-free, and each toggle touches only its keyword', () => {
    fc.assert(
      fc.property(
        disjointKeywords,
        fc.array(fc.tuple(keywordArb, fc.constantFrom('include' as const, 'exclude' as const)), { maxLength: 20 }),
        ({ include, exclude }, toggles) => {
          let state = stateWith(include, exclude);
          for (const [keyword, mode] of toggles) {
            const before = state;
            state = toggleKeyword(state, keyword, mode);
            const list = mode === 'include' ? 'keywords_include' : 'keywords_exclude';
            const other = mode === 'include' ? 'keywords_exclude' : 'keywords_include';
            // Toggling the state it already had removes it; otherwise it now has that state.
            expect(state[list].includes(keyword)).toBe(!before[list].includes(keyword));
            expect(state[other].includes(keyword)).toBe(false);
            expect(state.keywords_include.filter((k) => k !== keyword)).toEqual(before.keywords_include.filter((k) => k !== keyword));
            expect(state.keywords_exclude.filter((k) => k !== keyword)).toEqual(before.keywords_exclude.filter((k) => k !== keyword));
            expect(new Set(state.keywords_include).size).toBe(state.keywords_include.length);
            expect(new Set(state.keywords_exclude).size).toBe(state.keywords_exclude.length);
            expect(state.keywords_include.some((k) => state.keywords_exclude.includes(k))).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('toggling the same keyword twice the same way restores the lists (as sets)', () => {
    fc.assert(
      fc.property(disjointKeywords, keywordArb, fc.constantFrom('include' as const, 'exclude' as const), ({ include, exclude }, keyword, mode) => {
        const start = stateWith(include, exclude);
        const twice = toggleKeyword(toggleKeyword(start, keyword, mode), keyword, mode);
        const list = mode === 'include' ? 'keywords_include' : 'keywords_exclude';
        // A keyword that started on the other side ends neutral; otherwise the lists come back.
        const other = mode === 'include' ? 'keywords_exclude' : 'keywords_include';
        if (start[other].includes(keyword)) {
          expect(twice[other]).toEqual(start[other].filter((k) => k !== keyword));
        } else {
          expect(new Set(twice[list])).toEqual(new Set(start[list]));
          expect(twice[other]).toEqual(start[other]);
        }
      }),
    );
  });
});

describe('query chip and reset', () => {
  it('removing the query chip clears query, track_title and album_title only', () => {
    const state = defaultSearchState({ query: 'a', track_title: 'b', album_title: 'c', bpm: '120', keywords_include: ['Dark'] });
    expect(removeQuery(state)).toEqual(defaultSearchState({ bpm: '120', keywords_include: ['Dark'] }));
  });

  it('reset keeps the type and nothing else', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(resetSearchState(state)).toEqual(defaultSearchState({ type: state.type }));
      }),
    );
  });
});
