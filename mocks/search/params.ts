/**
 * Search parameters as the server reads them from the query string (the same names the app's URL uses). Garbage never
 * throws: integers fall back to their defaults, unknown sort orders to "newest", lists drop empties.
 */

export const DEFAULT_PAGE_SIZE = 48;
export const MAX_PAGE_SIZE = 500;
export const SORT_ORDERS = ['newest', 'oldest', 'title', 'random'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SearchParams {
  query: string;
  track_title: string;
  album_title: string;
  keywords_include: string[];
  keywords_exclude: string[];
  /** "120" or "110-120" as sent; '' when not set. */
  bpm: string;
  key: string[];
  page: number;
  pagesize: number;
  sortby: SortOrder;
  random_key: string;
  /** Track ids to put first and highlight ("Go to track"). */
  show_tracks: number[];
  /** Track id (as sent) whose similar tracks are wanted; '' when not set. */
  similar_to: string;
  /** Stem id (as sent) whose main track is put first; '' when not set. */
  stem: string;
  /** `expand=versions,stems`: fill the versions / stems arrays of listed tracks. */
  expand: { versions: boolean; stems: boolean };
}

export const DEFAULT_SEARCH_PARAMS: SearchParams = {
  query: '',
  track_title: '',
  album_title: '',
  keywords_include: [],
  keywords_exclude: [],
  bpm: '',
  key: [],
  page: 1,
  pagesize: DEFAULT_PAGE_SIZE,
  sortby: 'newest',
  random_key: '',
  show_tracks: [],
  similar_to: '',
  stem: '',
  expand: { versions: false, stems: false },
};

const MAX_TEXT = 200;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
}

/** Comma list (repeated parameters are joined too), trimmed, empties and duplicates dropped. */
function list(params: URLSearchParams, name: string): string[] {
  const out: string[] = [];
  for (const value of params.getAll(name)) {
    for (const part of value.split(',')) {
      const item = part.trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT);
      if (item && !out.some((seen) => seen.toLowerCase() === item.toLowerCase())) out.push(item);
    }
  }
  return out.slice(0, 50);
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return fallback;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

export function parseSearchParams(input: URLSearchParams | string): SearchParams {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sortby = text(params, 'sortby').toLowerCase();
  const expand = list(params, 'expand').map((item) => item.toLowerCase());
  return {
    query: text(params, 'query'),
    track_title: text(params, 'track_title'),
    album_title: text(params, 'album_title'),
    keywords_include: list(params, 'keywords_include'),
    keywords_exclude: list(params, 'keywords_exclude'),
    bpm: text(params, 'bpm'),
    // The key dialog joins keys with commas; be lenient with spaces too ("Dm Am").
    key: list(params, 'key').flatMap((item) => (/^[a-g][#b]?m?( [a-g][#b]?m?)+$/i.test(item) ? item.split(' ') : [item])),
    page: positiveInt(params.get('page'), 1, 1_000_000),
    pagesize: positiveInt(params.get('pagesize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sortby: (SORT_ORDERS as readonly string[]).includes(sortby) ? (sortby as SortOrder) : 'newest',
    random_key: text(params, 'random_key'),
    show_tracks: list(params, 'show_tracks')
      .map((item) => Number(item))
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    similar_to: text(params, 'similar_to'),
    stem: text(params, 'stem'),
    expand: { versions: expand.includes('versions'), stems: expand.includes('stems') },
  };
}

/** Whether the search narrows the catalogue (matching tracks are then reported per collection). */
export function hasCriteria(params: SearchParams): boolean {
  return Boolean(
    params.query ||
      params.track_title ||
      params.album_title ||
      params.keywords_include.length ||
      params.keywords_exclude.length ||
      params.bpm ||
      params.key.length ||
      params.similar_to,
  );
}
