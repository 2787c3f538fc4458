import type { SearchCriteria } from '../model/search-state';

export type CriterionKind = 'query' | 'key' | 'bpm' | 'include' | 'exclude';

/** One removable chip of the search criteria. */
export interface Criterion {
  id: string;
  kind: CriterionKind;
  /** Chip text ("ALBUM TITLE: Noir", "KEY: Dm", "BPM: 110-120", "Dark", "NOT: Dark"). */
  label: string;
  /** The value as the search carries it (the keyword, the key list, the BPM, the query text). */
  value: string;
  /** The server reported that this criterion matched nothing. */
  unmatched: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

/** The query chip text: prefixed when the search is by album or track title ("Track title: …", "Album title: …"). */
export function queryLabel(criteria: Pick<SearchCriteria, 'query' | 'track_title' | 'album_title'>): string {
  if (criteria.album_title.trim()) return `ALBUM TITLE: ${criteria.album_title}`;
  if (criteria.track_title.trim()) return `TRACK TITLE: ${criteria.track_title}`;
  return criteria.query;
}

function candidates(kind: CriterionKind, value: string): string[] {
  const out = [value, `${kind}:${value}`];
  if (kind === 'key') out.push(...value.split(','));
  if (kind === 'include' || kind === 'exclude') out.push(`keyword:${value}`);
  return out.map(norm);
}

/**
 * The chips of a search, in the bar's order: query, key, BPM, included then excluded keywords.
 * `unmatched` is the server's list of criteria that matched nothing (compared case-insensitively,
 * also as "key:Dm" / "bpm:120" / "keyword:Dark").
 */
export function criteriaOf(criteria: SearchCriteria, unmatched: readonly string[] = []): Criterion[] {
  const missing = new Set(unmatched.map(norm));
  const make = (kind: CriterionKind, value: string, label: string): Criterion => ({
    id: `${kind}:${value}`,
    kind,
    label,
    value,
    unmatched: candidates(kind, value).some((c) => missing.has(c)),
  });
  const out: Criterion[] = [];
  const query = criteria.album_title.trim() || criteria.track_title.trim() || criteria.query.trim();
  if (query) {
    const value = criteria.album_title.trim() ? criteria.album_title : criteria.track_title.trim() ? criteria.track_title : criteria.query;
    out.push(make('query', value, queryLabel(criteria)));
  }
  if (criteria.key.trim()) out.push(make('key', criteria.key, `KEY: ${criteria.key}`));
  if (criteria.bpm.trim()) out.push(make('bpm', criteria.bpm, `BPM: ${criteria.bpm}`));
  for (const keyword of criteria.keywords_include) out.push(make('include', keyword, keyword));
  for (const keyword of criteria.keywords_exclude) out.push(make('exclude', keyword, `NOT: ${keyword}`));
  return out;
}

/** Unmatched entries the chips do not show (listed on their own so nothing is hidden). */
export function unmatchedOutsideChips(criteria: SearchCriteria, unmatched: readonly string[] = []): string[] {
  const shown = new Set(criteriaOf(criteria).flatMap((c) => candidates(c.kind, c.value)));
  return unmatched.filter((u) => u.trim() && !shown.has(norm(u)));
}

/** The criteria without one chip. Removing the query chip clears query, track_title and album_title. */
export function removeCriterion<T extends SearchCriteria>(criteria: T, criterion: Pick<Criterion, 'kind' | 'value'>): T {
  switch (criterion.kind) {
    case 'query':
      return { ...criteria, query: '', track_title: '', album_title: '' };
    case 'key':
      return { ...criteria, key: '' };
    case 'bpm':
      return { ...criteria, bpm: '' };
    case 'include':
      return { ...criteria, keywords_include: criteria.keywords_include.filter((k) => k !== criterion.value) };
    case 'exclude':
      return { ...criteria, keywords_exclude: criteria.keywords_exclude.filter((k) => k !== criterion.value) };
  }
}
