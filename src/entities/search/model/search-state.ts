import { SEARCH_DEFAULT_SORT, SEARCH_DEFAULT_TYPE, SEARCH_PAGE_SIZE } from '@/shared/config';

/** What the search page lists: albums (default), playlists or tracks. */
export type SearchType = 'albums' | 'playlists' | 'tracks';
export const SEARCH_TYPES: readonly SearchType[] = ['albums', 'playlists', 'tracks'];

/** Sort orders the server understands; `random` is stable for a `random_key`. */
export type SearchSort = 'newest' | 'oldest' | 'title' | 'random';
export const SEARCH_SORTS: readonly SearchSort[] = ['newest', 'oldest', 'title', 'random'];

/**
 * The whole search, exactly as it lives in the URL query of /search: the URL is the only copy.
 * `sortby` stays a free string so a hand-edited URL round-trips; the UI only offers SEARCH_SORTS.
 */
export interface SearchState {
  query: string;
  track_title: string;
  album_title: string;
  keywords_include: string[];
  keywords_exclude: string[];
  key: string;
  bpm: string;
  page: number;
  pagesize: number;
  sortby: string;
  random_key: string;
  results: string;
  stem: string;
  show_tracks: number[];
  similar_to: string;
  type: SearchType;
}

export type SearchParam = keyof SearchState;

/** Parameter order in a serialized URL: fixed, so one search has one URL. */
export const SEARCH_PARAMS: readonly SearchParam[] = [
  'query',
  'track_title',
  'album_title',
  'keywords_include',
  'keywords_exclude',
  'key',
  'bpm',
  'page',
  'pagesize',
  'sortby',
  'random_key',
  'results',
  'stem',
  'show_tracks',
  'similar_to',
  'type',
];

const STRING_PARAMS = ['query', 'track_title', 'album_title', 'key', 'bpm', 'sortby', 'random_key', 'results', 'stem', 'similar_to'] as const;
const LIST_PARAMS = ['keywords_include', 'keywords_exclude'] as const;
const INT_PARAMS = ['page', 'pagesize'] as const;

export const DEFAULT_SEARCH_STATE: Readonly<SearchState> = Object.freeze({
  query: '',
  track_title: '',
  album_title: '',
  keywords_include: [],
  keywords_exclude: [],
  key: '',
  bpm: '',
  page: 1,
  pagesize: SEARCH_PAGE_SIZE,
  sortby: SEARCH_DEFAULT_SORT,
  random_key: '',
  results: '',
  stem: '',
  show_tracks: [],
  similar_to: '',
  type: SEARCH_DEFAULT_TYPE as SearchType,
});

/** A fresh, mutable copy of the defaults. */
export function defaultSearchState(overrides: Partial<SearchState> = {}): SearchState {
  return {
    ...DEFAULT_SEARCH_STATE,
    keywords_include: [],
    keywords_exclude: [],
    show_tracks: [],
    ...overrides,
  };
}

/**
 * Integer parser of the URL: anything that is not a plain (safe) integer becomes 0, and "-0" is 0
 * (negative zero would be written back as "0" and read as another state).
 */
export function parseInteger(raw: string | null | undefined): number {
  if (raw == null) return 0;
  const text = raw.trim();
  if (!/^[+-]?\d+$/.test(text)) return 0;
  const value = Number(text);
  return Number.isSafeInteger(value) && value !== 0 ? value : 0;
}

/** Comma list: items trimmed, empty items dropped, duplicates dropped (first wins). */
export function parseList(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const chunk of raw) {
    for (const item of chunk.split(',')) {
      const value = item.trim();
      if (value && !out.includes(value)) out.push(value);
    }
  }
  return out;
}

function toParams(input: URLSearchParams | string | Record<string, string> | null | undefined): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input == null) return new URLSearchParams();
  try {
    return new URLSearchParams(input);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Reads a search from a URL query (`?a=b`, `a=b`, URLSearchParams or a record). Never throws:
 * unknown parameters are ignored, integers fall back to 0, an unknown `type` means albums,
 * and a keyword found in both lists stays only included.
 */
export function parseSearchState(input: URLSearchParams | string | Record<string, string> | null | undefined): SearchState {
  const params = toParams(input);
  const state = defaultSearchState();
  for (const name of STRING_PARAMS) {
    const value = params.get(name);
    if (value != null) state[name] = value;
  }
  if (state.sortby === '') state.sortby = DEFAULT_SEARCH_STATE.sortby;
  for (const name of LIST_PARAMS) state[name] = parseList(params.getAll(name));
  state.keywords_exclude = state.keywords_exclude.filter((k) => !state.keywords_include.includes(k));
  for (const name of INT_PARAMS) {
    const value = params.get(name);
    if (value != null && value.trim() !== '') state[name] = parseInteger(value);
  }
  const showTracks: number[] = [];
  for (const item of parseList(params.getAll('show_tracks'))) {
    const id = parseInteger(item);
    if (!showTracks.includes(id)) showTracks.push(id);
  }
  state.show_tracks = showTracks;
  const type = params.get('type');
  state.type = SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : DEFAULT_SEARCH_STATE.type;
  return state;
}

function paramValue(state: SearchState, name: SearchParam): string | null {
  const value = state[name];
  const fallback = DEFAULT_SEARCH_STATE[name];
  if (Array.isArray(value)) return value.length ? value.join(',') : null;
  if (value === fallback) return null;
  return String(value);
}

/**
 * The URL query of a search, without the leading "?": known parameters only, in `SEARCH_PARAMS` order,
 * parameters equal to their default omitted, lists comma-joined (commas left readable).
 */
export function serializeSearchState(state: Partial<SearchState>): string {
  const full = { ...defaultSearchState(), ...state };
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = paramValue(full, name);
    if (value != null) params.set(name, value);
  }
  return params.toString().replace(/%2C/gi, ',');
}

/** `/search` plus the serialized state (no "?" when every parameter is at its default). */
export function searchHref(state: Partial<SearchState> = {}): string {
  const query = serializeSearchState(state);
  return query ? `/search?${query}` : '/search';
}

export type KeywordMode = 'include' | 'exclude';

/**
 * Keyword state rules: toggling include adds the keyword to the included list
 * and removes it from the excluded one; exclude does the reverse; toggling the state it already
 * has removes it. A keyword left in both lists is removed from the excluded list.
 */
export function toggleKeyword(state: SearchState, keyword: string, mode: KeywordMode): SearchState {
  let include = [...state.keywords_include];
  let exclude = [...state.keywords_exclude];
  if (mode === 'include') {
    if (include.includes(keyword)) include = include.filter((k) => k !== keyword);
    else {
      include.push(keyword);
      exclude = exclude.filter((k) => k !== keyword);
    }
  } else if (exclude.includes(keyword)) exclude = exclude.filter((k) => k !== keyword);
  else {
    exclude.push(keyword);
    include = include.filter((k) => k !== keyword);
  }
  exclude = exclude.filter((k) => !include.includes(k));
  return { ...state, keywords_include: include, keywords_exclude: exclude };
}

/** Whether a keyword is included, excluded or neutral in a search. */
export function keywordStatus(state: Pick<SearchState, 'keywords_include' | 'keywords_exclude'>, keyword: string): KeywordMode | null {
  if (state.keywords_include.includes(keyword)) return 'include';
  if (state.keywords_exclude.includes(keyword)) return 'exclude';
  return null;
}

/** Removing the query chip clears query, track_title and album_title. */
export function removeQuery(state: SearchState): SearchState {
  return { ...state, query: '', track_title: '', album_title: '' };
}

/** Clear all: every parameter back to its default except `type`. */
export function resetSearchState(state: Pick<SearchState, 'type'>): SearchState {
  return defaultSearchState({ type: state.type });
}

/** The criteria a user chose (what the criteria bar shows and the advanced filters edit). */
export type SearchCriteria = Pick<SearchState, 'query' | 'track_title' | 'album_title' | 'keywords_include' | 'keywords_exclude' | 'key' | 'bpm'>;

export function pickCriteria(state: SearchCriteria): SearchCriteria {
  return {
    query: state.query,
    track_title: state.track_title,
    album_title: state.album_title,
    keywords_include: [...state.keywords_include],
    keywords_exclude: [...state.keywords_exclude],
    key: state.key,
    bpm: state.bpm,
  };
}

/** True when any criterion narrows the search (query, titles, keywords, key, BPM). */
export function hasCriteria(state: SearchCriteria): boolean {
  return Boolean(
    state.query.trim() ||
      state.track_title.trim() ||
      state.album_title.trim() ||
      state.keywords_include.length ||
      state.keywords_exclude.length ||
      state.key.trim() ||
      state.bpm.trim(),
  );
}

/**
 * The state as sent to the server: page 0 (or negative, from a garbage URL) is asked for as page 1
 * and a non-positive page size as the default 48. Everything else is sent as it is in the URL.
 */
export function toApiState(state: SearchState): SearchState {
  return {
    ...state,
    page: state.page < 1 ? 1 : state.page,
    pagesize: state.pagesize < 1 ? SEARCH_PAGE_SIZE : state.pagesize,
  };
}

/** The query string of a search call (defaults omitted, page normalised). */
export function toApiQuery(state: SearchState): string {
  return serializeSearchState(toApiState(state));
}

/** Parameters kept when remembering a search for "Browse Music" (deep-link highlights dropped). */
export function cleanSearchState(state: SearchState): SearchState {
  return { ...state, show_tracks: [], stem: '' };
}
