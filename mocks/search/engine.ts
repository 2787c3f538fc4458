import {
  catalogueIndex,
  visibleMask,
  type AlbumRecord,
  type CatalogueIndex,
  type PlaylistRecord,
  type TrackRecord,
  type ViewerLike,
} from './catalogue-index';
import { findByTrackCode } from '../lib/domain/track-code';
import { keyCodeOf } from './musical-keys';
import { hasCriteria, type SearchParams, type SortOrder } from './params';
import { similarPositions } from './similar';
import { normalizeTerm, tokenize } from './text';
import { fnv1a } from '../lib/hash';

/**
 * The mock search engine: pure functions of (catalogue index, parameters, viewer).
 *
 * Every active criterion narrows the results (AND): `query` (every word, as a word prefix, in the
 * title, description, keywords, instruments, composers or album title; a query that is a track
 * code finds the main track of that track, version or stem alone), `track_title`,
 * `album_title`, each `keywords_include` term (a keyword, an instrument or "{composer} ({pro})"),
 * no `keywords_exclude` term, `bpm` ("120" or "110-120", inclusive), `key` (any of the listed keys,
 * enharmonics equal), `similar_to` (see similar.ts). `unmatched` lists, as sent, each criterion
 * that on its own matches no track the viewer may see (an unknown keyword, a BPM or key nobody
 * has, a query without hits); such a criterion still applies, so the result is then empty.
 * `show_tracks` (and the main track of `stem`) are put first on page 1 of a track search whatever
 * the other criteria, if the viewer may see them.
 */

export interface TrackSearchResult {
  total_count: number;
  tracks: TrackRecord[];
  unmatched: string[];
}

export interface AlbumSearchResult {
  total_count: number;
  albums: AlbumRecord[];
  /** Album id -> matching tracks (track-number order); null when the search has no criteria. */
  matching: Map<number, TrackRecord[]> | null;
  unmatched: string[];
}

export interface PlaylistSearchResult {
  total_count: number;
  playlists: PlaylistRecord[];
  matching: Map<number, TrackRecord[]> | null;
  unmatched: string[];
}

interface Evaluation {
  index: CatalogueIndex;
  visible: Uint8Array;
  /** 1 = the track matches every criterion (and is visible). */
  mask: Uint8Array;
  unmatched: string[];
  /** Similarity order when `similar_to` is active. */
  ranking: number[] | null;
  /** Positions to put first (show_tracks, stem). */
  pinned: number[];
}

// ------------------------------------------------------------------ criteria

function positionsMask(size: number, positions: Iterable<number>): Uint8Array {
  const mask = new Uint8Array(size);
  for (const position of positions) mask[position] = 1;
  return mask;
}

function overlaps(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] && b[i]) return true;
  return false;
}

function intersect(target: Uint8Array, other: Uint8Array): void {
  for (let i = 0; i < target.length; i += 1) target[i] &= other[i];
}

/** Tracks containing every word of `text` as a word prefix in `words`; null when `text` has no words. */
function wordsMask(words: Map<string, number[]>, text: string, size: number): Uint8Array | null {
  const tokens = tokenize(text).slice(0, 12);
  if (tokens.length === 0) return null;
  let result: Uint8Array | null = null;
  for (const token of tokens) {
    const mask = new Uint8Array(size);
    for (const [word, positions] of words) {
      if (!word.startsWith(token)) continue;
      for (const position of positions) mask[position] = 1;
    }
    if (result) intersect(result, mask);
    else result = mask;
  }
  return result;
}

export function parseBpm(text: string): [number, number] | null {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*(?:-\s*(\d{1,3}(?:\.\d+)?))?\s*$/.exec(text);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= high ? [low, high] : [high, low];
}

function bpmMask(index: CatalogueIndex, text: string): Uint8Array {
  const mask = new Uint8Array(index.main.length);
  const range = parseBpm(text);
  if (!range) return mask;
  const [low, high] = range;
  const { bpm0, bpm1 } = index;
  for (let position = 0; position < mask.length; position += 1) {
    const a = bpm0[position];
    const b = bpm1[position];
    // Comparisons with NaN are false: tracks without a BPM never match.
    if ((a >= low && a <= high) || (b >= low && b <= high)) mask[position] = 1;
  }
  return mask;
}

function keyMask(index: CatalogueIndex, text: string): Uint8Array {
  const mask = new Uint8Array(index.main.length);
  const code = keyCodeOf(text);
  if (!code) return mask;
  index.keyCodes.forEach((codes, position) => {
    if (codes.includes(code)) mask[position] = 1;
  });
  return mask;
}

function termMask(index: CatalogueIndex, term: string): Uint8Array {
  return positionsMask(index.main.length, index.terms.get(normalizeTerm(term)) ?? []);
}

/** Main-track position of a track, version or (with `stem`) stem id. */
function mainPosition(index: CatalogueIndex, id: number, kind: 'track' | 'stem' = 'track'): number | undefined {
  if (kind === 'stem') {
    const stem = index.stems.get(id);
    return stem ? index.positionOf.get(stem.trackId) : undefined;
  }
  const track = index.tracks.get(id);
  if (!track) return undefined;
  return index.positionOf.get(track.parentId ?? track.id);
}

function evaluate(params: SearchParams, viewer: ViewerLike | null | undefined, index = catalogueIndex()): Evaluation {
  const size = index.main.length;
  const visible = visibleMask(index, viewer);
  const mask = Uint8Array.from(visible);
  const unmatched: string[] = [];

  const applyText = (words: Map<string, number[]>, text: string) => {
    if (!text) return;
    const matched = wordsMask(words, text, size);
    if (!matched) return;
    if (!overlaps(matched, visible)) unmatched.push(text);
    intersect(mask, matched);
  };
  // A query that is a track code ("4EM001-03", a version's or a stem's) finds that track alone.
  const coded = params.query ? findByTrackCode(params.query, index) : null;
  if (coded) {
    const matched = positionsMask(size, [index.positionOf.get(coded.main.id) ?? -1]);
    if (!overlaps(matched, visible)) unmatched.push(params.query);
    intersect(mask, matched);
  } else applyText(index.words, params.query);
  applyText(index.titleWords, params.track_title);
  applyText(index.albumTitleWords, params.album_title);

  for (const term of params.keywords_include) {
    const matched = termMask(index, term);
    if (!overlaps(matched, visible)) unmatched.push(term);
    intersect(mask, matched);
  }
  for (const term of params.keywords_exclude) {
    const matched = termMask(index, term);
    if (!overlaps(matched, visible)) unmatched.push(term);
    for (let i = 0; i < size; i += 1) if (matched[i]) mask[i] = 0;
  }
  if (params.bpm) {
    const matched = bpmMask(index, params.bpm);
    if (!overlaps(matched, visible)) unmatched.push(params.bpm);
    intersect(mask, matched);
  }
  if (params.key.length) {
    const union = new Uint8Array(size);
    for (const key of params.key) {
      const matched = keyMask(index, key);
      if (!overlaps(matched, visible)) unmatched.push(key);
      for (let i = 0; i < size; i += 1) union[i] |= matched[i];
    }
    intersect(mask, union);
  }

  let ranking: number[] | null = null;
  if (params.similar_to) {
    const id = Number(params.similar_to);
    const target = Number.isSafeInteger(id) ? mainPosition(index, id) : undefined;
    ranking = target !== undefined && visible[target] ? similarPositions(index, target, mask) : [];
    const keep = positionsMask(size, ranking);
    intersect(mask, keep);
  }

  const pinned: number[] = [];
  const pin = (position: number | undefined) => {
    if (position !== undefined && visible[position] && !pinned.includes(position)) pinned.push(position);
  };
  for (const id of params.show_tracks.slice(0, 50)) pin(mainPosition(index, id));
  const stemId = Number(params.stem);
  if (params.stem && Number.isSafeInteger(stemId)) pin(mainPosition(index, stemId, 'stem'));

  return { index, visible, mask, unmatched, ranking, pinned };
}

// ------------------------------------------------------------------ ordering and paging

/** A well-mixed 32-bit value of (seed, id): the random order is stable for a given `random_key`. */
function mix(seed: number, id: number): number {
  let h = (seed ^ Math.imul(id, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Items in a pseudo-random order that depends only on `randomKey` and each item's id. The 32-bit
 * rank and the item's slot are packed into one double (rank * 2^21 + slot < 2^53), so a native
 * numeric sort of a Float64Array does the work without comparator calls or per-item objects.
 */
function randomOrder<T>(items: T[], idOf: (item: T) => number, randomKey: string): T[] {
  const seed = fnv1a(randomKey);
  const SLOT = 2 ** 21;
  if (items.length >= SLOT) return items;
  const packed = new Float64Array(items.length);
  for (let slot = 0; slot < items.length; slot += 1) packed[slot] = mix(seed, idOf(items[slot])) * SLOT + slot;
  packed.sort();
  const out: T[] = new Array(items.length);
  for (let i = 0; i < packed.length; i += 1) out[i] = items[packed[i] % SLOT];
  return out;
}

/** Matching positions in result order (pinned ones excluded: they come first). */
function* orderedPositions(evaluation: Evaluation, sortby: SortOrder, randomKey: string): Generator<number> {
  const { index, mask, ranking, pinned } = evaluation;
  const skip = (position: number) => !mask[position] || pinned.includes(position);
  if (ranking) {
    for (const position of ranking) if (!skip(position)) yield position;
    return;
  }
  if (sortby === 'random') {
    const matching: number[] = [];
    for (let position = 0; position < mask.length; position += 1) if (!skip(position)) matching.push(position);
    yield* randomOrder(matching, (position) => index.main[position].id, randomKey);
    return;
  }
  const order = sortby === 'title' ? index.titleOrder : index.newestOrder;
  if (sortby === 'oldest') {
    for (let i = order.length - 1; i >= 0; i -= 1) if (!skip(order[i])) yield order[i];
    return;
  }
  for (let i = 0; i < order.length; i += 1) if (!skip(order[i])) yield order[i];
}

function countMask(mask: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < mask.length; i += 1) count += mask[i];
  return count;
}

function pageBounds(params: SearchParams): [number, number] {
  const start = (params.page - 1) * params.pagesize;
  return [start, start + params.pagesize];
}

// ------------------------------------------------------------------ public API

export function searchTracks(params: SearchParams, viewer: ViewerLike | null | undefined): TrackSearchResult {
  const evaluation = evaluate(params, viewer);
  const { index, mask, pinned } = evaluation;
  const pinnedMatching = pinned.filter((position) => mask[position]).length;
  const total = countMask(mask) - pinnedMatching + pinned.length;
  const [start, end] = pageBounds(params);
  const tracks: TrackRecord[] = [];
  let seen = 0;
  const take = (position: number) => {
    if (seen >= start && seen < end) tracks.push(index.main[position]);
    seen += 1;
    return seen < end;
  };
  let more = true;
  for (const position of pinned) if (more) more = take(position);
  if (more) {
    for (const position of orderedPositions(evaluation, params.sortby, params.random_key)) {
      if (!take(position)) break;
    }
  }
  return { total_count: total, tracks, unmatched: evaluation.unmatched };
}

function orderIds<T extends { id: number }>(
  // The title order is asked for only when used: the index builds it on first use.
  ids: { newest: number[]; title: () => number[] },
  byId: Map<number, T>,
  sortby: SortOrder,
  randomKey: string,
): number[] {
  if (sortby === 'title') return ids.title();
  if (sortby === 'oldest') return ids.newest.slice().reverse();
  if (sortby === 'random') return randomOrder(ids.newest.filter((id) => byId.has(id)), (id) => id, randomKey);
  return ids.newest;
}

export function searchAlbums(params: SearchParams, viewer: ViewerLike | null | undefined): AlbumSearchResult {
  const evaluation = evaluate(params, viewer);
  const { index, mask } = evaluation;
  const counts = new Map<number, number>();
  for (let position = 0; position < mask.length; position += 1) {
    if (!mask[position]) continue;
    const album = index.albumOfPosition[position];
    counts.set(album, (counts.get(album) ?? 0) + 1);
  }
  const order = orderIds({ newest: index.albumNewest, title: () => index.albumTitle }, index.albums, params.sortby, params.random_key);
  const matchingIds = order.filter((id) => counts.has(id));
  const [start, end] = pageBounds(params);
  const albums = matchingIds.slice(start, end).map((id) => index.albums.get(id)!);
  let matching: Map<number, TrackRecord[]> | null = null;
  if (hasCriteria(params)) {
    matching = new Map();
    for (const album of albums) {
      const positions = (index.albumPositions.get(album.id) ?? []).filter((position) => mask[position]);
      matching.set(album.id, positions.map((position) => index.main[position]));
    }
  }
  return { total_count: matchingIds.length, albums, matching, unmatched: evaluation.unmatched };
}

export function searchPlaylists(params: SearchParams, viewer: ViewerLike | null | undefined): PlaylistSearchResult {
  const evaluation = evaluate(params, viewer);
  const { index, mask } = evaluation;
  const matchingTracksOf = (playlist: PlaylistRecord) =>
    playlist.trackIds
      .map((id) => index.positionOf.get(id))
      .filter((position): position is number => position !== undefined && mask[position] === 1);
  const order = orderIds(
    { newest: index.playlistNewest, title: () => index.playlistTitle },
    index.playlists,
    params.sortby,
    params.random_key,
  );
  const hits = order
    .map((id) => index.playlists.get(id)!)
    .map((playlist) => ({ playlist, positions: matchingTracksOf(playlist) }))
    .filter((entry) => entry.positions.length > 0);
  const [start, end] = pageBounds(params);
  const page = hits.slice(start, end);
  let matching: Map<number, TrackRecord[]> | null = null;
  if (hasCriteria(params)) {
    matching = new Map(page.map(({ playlist, positions }) => [playlist.id, positions.map((position) => index.main[position])]));
  }
  return {
    total_count: hits.length,
    playlists: page.map((entry) => entry.playlist),
    matching,
    unmatched: evaluation.unmatched,
  };
}
