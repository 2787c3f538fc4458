import { db } from '../db';
import { trackVisibilityFilter } from '../lib/domain/pro';
import { compareCodeUnits, type StemRecord, type TrackRecord } from '../lib/domain/records';
import { keyCodeOf, parseKey, type MusicalKey } from './musical-keys';
import { normalizeTerm, tokenize } from './text';

/**
 * A read-optimised view of the catalogue, built once from the @mswjs/data database and rebuilt
 * only when a catalogue model changes (database events, plus a record-count fingerprint for
 * changes applied behind the emitter's back). @mswjs/data's `findFirst` scans a whole model (about
 * 10 ms per lookup at 30,000 tracks), so every music endpoint resolves ids through these maps, and
 * the search engine works on positions (0..n-1) of the main tracks with typed-array masks.
 */

export type AlbumRecord = ReturnType<typeof db.album.getAll>[number];
export type PlaylistRecord = ReturnType<typeof db.playlist.getAll>[number];
export type SamplerRecord = ReturnType<typeof db.sampler.getAll>[number];
export type ComposerRecord = ReturnType<typeof db.composer.getAll>[number];
export type PublisherRecord = ReturnType<typeof db.publisher.getAll>[number];
export type KeywordRecord = ReturnType<typeof db.keyword.getAll>[number];
export type InstrumentRecord = ReturnType<typeof db.instrument.getAll>[number];
export type AsHeardOnRecord = ReturnType<typeof db.asHeardOnCategory.getAll>[number];
export type { StemRecord, TrackRecord };

/** Anything with the field the PRO rules read (a user record, or null for a visitor). */
export interface ViewerLike {
  restricted_pro_groups: string[];
}

type Postings = Map<string, number[]>;

export interface CatalogueIndex {
  /** Every track record, main tracks and versions, by id. */
  tracks: Map<number, TrackRecord>;
  /** Main tracks ordered by id; a track's position in this array is its search position. */
  main: TrackRecord[];
  positionOf: Map<number, number>;
  versionsOf: Map<number, TrackRecord[]>;
  stems: Map<number, StemRecord>;
  stemsOf: Map<number, StemRecord[]>;
  albums: Map<number, AlbumRecord>;
  albumList: AlbumRecord[];
  albumByDisc: Map<string, AlbumRecord>;
  /** Album id -> positions of its main tracks in track-number order. */
  albumPositions: Map<number, number[]>;
  /** Album of each position (parallel to `main`). */
  albumOfPosition: Int32Array;
  playlists: Map<number, PlaylistRecord>;
  playlistList: PlaylistRecord[];
  samplers: Map<number, SamplerRecord>;
  samplerList: SamplerRecord[];
  samplerByDisc: Map<string, SamplerRecord>;
  composers: Map<number, ComposerRecord>;
  publishers: Map<number, PublisherRecord>;
  keywords: Map<number, KeywordRecord>;
  instruments: Map<number, InstrumentRecord>;
  asHeardOn: AsHeardOnRecord[];
  /** Keyword, instrument and composer terms ("adam drake (ascap)") -> positions. */
  terms: Postings;
  /** Full-text words (titles, descriptions, keywords, instruments, composers, album) -> positions. */
  words: Postings;
  titleWords: Postings;
  albumTitleWords: Postings;
  /** Key codes per position (see musical-keys.ts) and parsed keys for similarity. */
  keyCodes: string[][];
  /** Up to two BPM values per position (NaN when absent), for tight filter loops. */
  bpm0: Float64Array;
  bpm1: Float64Array;
  parsedKeys: MusicalKey[][];
  /** Positions sorted newest first (created_at desc, id desc) and by title. */
  newestOrder: Int32Array;
  titleOrder: Int32Array;
  /** Album ids newest release first, and by title. */
  albumNewest: number[];
  albumTitle: number[];
  playlistNewest: number[];
  playlistTitle: number[];
  /** Highest keyword / instrument id, for similarity scratch arrays. */
  maxKeywordId: number;
  maxInstrumentId: number;
  /** Visibility masks of the main tracks per restriction signature (lazily filled). */
  visibility: Map<string, Uint8Array>;
}

const CATALOGUE_MODELS = new Set([
  'track', 'stem', 'album', 'playlist', 'sampler', 'composer', 'publisher', 'keyword', 'keywordSubcategory',
  'keywordCategory', 'instrument', 'instrumentCategory', 'asHeardOnCategory',
]);

let cached: CatalogueIndex | null = null;
let cachedFingerprint = '';
let dirty = true;

interface EmitterLike {
  on(event: string, listener: (...args: unknown[]) => void): void;
}

/** Subscribes to @mswjs/data's internal event emitter (create / update / delete of any record). */
function watchDatabase(): void {
  const holder = db as unknown as Record<symbol, { events?: EmitterLike } | undefined>;
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const events = holder[symbol]?.events;
    if (!events || typeof events.on !== 'function') continue;
    for (const event of ['create', 'update', 'delete']) {
      events.on(event, (_source: unknown, modelName: unknown) => {
        if (typeof modelName === 'string' && CATALOGUE_MODELS.has(modelName)) dirty = true;
      });
    }
  }
}
watchDatabase();

function fingerprint(): string {
  return [
    db.track.count(), db.stem.count(), db.album.count(), db.playlist.count(), db.sampler.count(), db.composer.count(),
    db.publisher.count(), db.keyword.count(), db.instrument.count(), db.asHeardOnCategory.count(),
  ].join(':');
}

/** Marks the index stale (for code that edits catalogue records in ways the emitter misses). */
export function invalidateCatalogueIndex(): void {
  dirty = true;
}

/** The current index, rebuilt if the catalogue changed since the last call. */
export function catalogueIndex(): CatalogueIndex {
  const print = fingerprint();
  if (!cached || dirty || print !== cachedFingerprint) {
    cached = buildIndex();
    cachedFingerprint = print;
    dirty = false;
  }
  return cached;
}

function add(postings: Postings, key: string, position: number): void {
  if (!key) return;
  const list = postings.get(key);
  if (!list) postings.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

let collator: Intl.Collator | null = null;

/** Compares titles as a library lists them. Made on first use: creating it takes ~15 ms (ICU data),
 * which at load ran in the demo's start-up, before its first answer. */
function compareTitles(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const id = key(item);
    const list = out.get(id);
    if (list) list.push(item);
    else out.set(id, [item]);
  }
  return out;
}

const TEXT_FIELDS = ['terms', 'words', 'titleWords', 'albumTitleWords', 'keyCodes', 'parsedKeys'] as const;
type TextPostings = Pick<CatalogueIndex, (typeof TEXT_FIELDS)[number]>;

/** Search postings (terms and words -> positions) and the parsed keys of every main track. */
function buildTextPostings(
  main: TrackRecord[],
  albumList: AlbumRecord[],
  keywordList: KeywordRecord[],
  instrumentList: InstrumentRecord[],
  composers: Map<number, ComposerRecord>,
): TextPostings {
  const terms: Postings = new Map();
  const words: Postings = new Map();
  const titleWords: Postings = new Map();
  const albumTitleWords: Postings = new Map();
  const keyCodes: string[][] = [];
  const parsedKeys: MusicalKey[][] = [];
  const keywordTerm = new Map(keywordList.map((keyword) => [keyword.id, normalizeTerm(keyword.name)]));
  const instrumentTerm = new Map(instrumentList.map((instrument) => [instrument.id, normalizeTerm(instrument.name)]));
  const composerTerms = new Map(
    [...composers.values()].map((composer) => [
      composer.id,
      [normalizeTerm(`${composer.name} (${composer.pro})`), normalizeTerm(composer.name)],
    ]),
  );
  const albumTokens = new Map(albumList.map((album) => [album.id, tokenize(album.title)]));
  // Words of the keyword / instrument / composer names, tokenised once.
  const nameTokens = new Map<string, string[]>();
  const tokensOfName = (name: string) => {
    let list = nameTokens.get(name);
    if (!list) nameTokens.set(name, (list = tokenize(name)));
    return list;
  };

  main.forEach((track, position) => {
    for (const id of track.keywordIds) {
      const term = keywordTerm.get(id);
      if (!term) continue;
      add(terms, term, position);
      for (const word of tokensOfName(term)) add(words, word, position);
    }
    for (const id of track.instrumentIds) {
      const term = instrumentTerm.get(id);
      if (!term) continue;
      add(terms, term, position);
      for (const word of tokensOfName(term)) add(words, word, position);
    }
    for (const id of track.composerIds) {
      const [full, name] = composerTerms.get(id) ?? [];
      if (!full || !name) continue;
      add(terms, full, position);
      add(terms, name, position);
      for (const word of tokensOfName(name)) add(words, word, position);
    }
    for (const word of tokenize(track.title)) {
      add(words, word, position);
      add(titleWords, word, position);
    }
    for (const word of tokenize(track.description)) add(words, word, position);
    for (const word of albumTokens.get(track.albumId) ?? []) {
      add(words, word, position);
      add(albumTitleWords, word, position);
    }
    const parsed = track.musical_key.map(parseKey).filter((key): key is MusicalKey => key !== null);
    parsedKeys.push(parsed);
    keyCodes.push(track.musical_key.map(keyCodeOf).filter((code): code is string => code !== null));
  });
  return { terms, words, titleWords, albumTitleWords, keyCodes, parsedKeys };
}

/**
 * `parts`' fields as getters on `index`: `build` runs once, when the first of them is read. For
 * parts of the index only some requests read, so the first answers of a page that does not read
 * them (the home page's, right as the demo starts) do not wait for them.
 */
function withLazyPart<I extends object, P extends object>(index: I, build: () => P, fields: readonly (keyof P)[]): I & P {
  let part: P | null = null;
  for (const field of fields) {
    Object.defineProperty(index, field, { enumerable: true, get: () => (part ??= build())[field] });
  }
  return index as I & P;
}

/**
 * Main track positions newest first (created_at desc, id desc). Sorted as a plain array: a typed
 * array's `sort` with a comparator took about three times as long.
 */
function buildNewestOrder(main: TrackRecord[]): Int32Array {
  const created = main.map((track) => Date.parse(track.created_at) || 0);
  return Int32Array.from(Array.from(main.keys()).sort((a, b) => created[b] - created[a] || main[b].id - main[a].id));
}

const TITLE_FIELDS = ['titleOrder', 'albumTitle', 'playlistTitle'] as const;
type TitleOrders = Pick<CatalogueIndex, (typeof TITLE_FIELDS)[number]>;

function buildTitleOrders(main: TrackRecord[], albumList: AlbumRecord[], playlistList: PlaylistRecord[]): TitleOrders {
  const byTitle = <T extends { title: string; id: number }>(list: T[]) =>
    list
      .slice()
      .sort((a, b) => compareTitles(a.title, b.title) || a.id - b.id)
      .map((item) => item.id);
  return {
    titleOrder: Int32Array.from(main.keys()).sort((a, b) => compareTitles(main[a].title, main[b].title) || main[a].id - main[b].id),
    albumTitle: byTitle(albumList),
    playlistTitle: byTitle(playlistList),
  };
}

function buildIndex(): CatalogueIndex {
  const allTracks = db.track.getAll();
  const tracks = new Map(allTracks.map((track) => [track.id, track]));
  const main = allTracks.filter((track) => track.type !== 'version' && track.parentId == null).sort((a, b) => a.id - b.id);
  const positionOf = new Map(main.map((track, position) => [track.id, position]));
  const versionsOf = groupBy(
    allTracks.filter((track) => track.parentId != null).sort((a, b) => a.id - b.id),
    (track) => track.parentId ?? 0,
  );
  const stemList = db.stem.getAll().sort((a, b) => a.id - b.id);
  const stems = new Map(stemList.map((stem) => [stem.id, stem]));
  const stemsOf = groupBy(stemList, (stem) => stem.trackId);

  const albumList = db.album.getAll().sort((a, b) => a.id - b.id);
  const albums = new Map(albumList.map((album) => [album.id, album]));
  const albumByDisc = new Map(albumList.map((album) => [album.disc_number, album]));
  const playlistList = db.playlist.getAll().sort((a, b) => a.id - b.id);
  const samplerList = db.sampler.getAll().sort((a, b) => a.id - b.id);
  const composers = new Map(db.composer.getAll().map((composer) => [composer.id, composer]));
  const publishers = new Map(db.publisher.getAll().map((publisher) => [publisher.id, publisher]));
  const keywordList = db.keyword.getAll();
  const instrumentList = db.instrument.getAll();
  const keywords = new Map(keywordList.map((keyword) => [keyword.id, keyword]));
  const instruments = new Map(instrumentList.map((instrument) => [instrument.id, instrument]));

  const albumPositions = new Map<number, number[]>();
  const albumOfPosition = new Int32Array(main.length);
  main.forEach((track, position) => {
    albumOfPosition[position] = track.albumId;
    const inAlbum = albumPositions.get(track.albumId);
    if (inAlbum) inAlbum.push(position);
    else albumPositions.set(track.albumId, [position]);
  });
  for (const positions of albumPositions.values()) {
    positions.sort((a, b) => main[a].track_number - main[b].track_number || main[a].id - main[b].id);
  }

  const bpm0 = new Float64Array(main.length).fill(Number.NaN);
  const bpm1 = new Float64Array(main.length).fill(Number.NaN);
  main.forEach((track, position) => {
    if (track.bpm.length > 0) bpm0[position] = track.bpm[0];
    if (track.bpm.length > 1) bpm1[position] = track.bpm[track.bpm.length - 1];
  });
  const albumNewest = albumList
    .slice()
    .sort((a, b) => compareCodeUnits(b.release_date, a.release_date) || b.id - a.id)
    .map((album) => album.id);
  const playlistNewest = playlistList
    .slice()
    .sort((a, b) => compareCodeUnits(b.created_at, a.created_at) || b.id - a.id)
    .map((playlist) => playlist.id);

  const index = {
    tracks, main, positionOf, versionsOf, stems, stemsOf, albums, albumList, albumByDisc, albumPositions,
    albumOfPosition,
    playlists: new Map(playlistList.map((playlist) => [playlist.id, playlist])),
    playlistList,
    samplers: new Map(samplerList.map((sampler) => [sampler.id, sampler])),
    samplerList,
    samplerByDisc: new Map(samplerList.map((sampler) => [sampler.disc_number, sampler])),
    composers, publishers, keywords, instruments,
    asHeardOn: db.asHeardOnCategory.getAll().sort((a, b) => a.position - b.position || a.id - b.id),
    bpm0, bpm1, albumNewest, playlistNewest,
    maxKeywordId: Math.max(0, ...keywordList.map((keyword) => keyword.id)),
    maxInstrumentId: Math.max(0, ...instrumentList.map((instrument) => instrument.id)),
    visibility: new Map<string, Uint8Array>(),
  };
  // Read only by searches: the postings and parsed keys (most of the build), the track orders
  // (by title only by searches sorted so, which also makes the collator).
  const withText = withLazyPart(index, () => buildTextPostings(main, albumList, keywordList, instrumentList, composers), TEXT_FIELDS);
  const withNewest = withLazyPart(withText, () => ({ newestOrder: buildNewestOrder(main) }), ['newestOrder']);
  return withLazyPart(withNewest, () => buildTitleOrders(main, albumList, playlistList), TITLE_FIELDS);
}

// ------------------------------------------------------------------ visibility (PRO rules)

function restrictionSignature(viewer: ViewerLike | null | undefined): string {
  return (viewer?.restricted_pro_groups ?? [])
    .map((group) => group.toUpperCase())
    .sort()
    .join('|');
}

/**
 * Which main tracks a viewer may see (1 = visible), by position. Computed with mock-core's
 * `trackVisibilityFilter` (mocks/lib/domain/pro.ts) once per restriction set and cached with the index.
 */
export function visibleMask(index: CatalogueIndex, viewer: ViewerLike | null | undefined): Uint8Array {
  const signature = restrictionSignature(viewer);
  let mask = index.visibility.get(signature);
  if (mask) return mask;
  mask = new Uint8Array(index.main.length);
  if (!signature) mask.fill(1);
  else {
    const visible = trackVisibilityFilter(viewer);
    index.main.forEach((track, position) => {
      mask![position] = visible(track) ? 1 : 0;
    });
  }
  index.visibility.set(signature, mask);
  return mask;
}

/** Whether a viewer may see a track (main or version). A version also needs its main track visible. */
export function isTrackVisible(index: CatalogueIndex, track: TrackRecord, viewer: ViewerLike | null | undefined): boolean {
  if (!restrictionSignature(viewer)) return true;
  const mask = visibleMask(index, viewer);
  if (track.parentId == null) {
    const position = index.positionOf.get(track.id);
    return position === undefined ? trackVisibilityFilter(viewer)(track) : mask[position] === 1;
  }
  const parentPosition = index.positionOf.get(track.parentId);
  const parentVisible = parentPosition === undefined ? false : mask[parentPosition] === 1;
  // The parent is already checked through the mask; the version's own credits are checked here.
  return parentVisible && trackVisibilityFilter(viewer)({ ...track, parentId: null });
}

/** A stem is visible when its main track is. */
export function isStemVisible(index: CatalogueIndex, stem: StemRecord, viewer: ViewerLike | null | undefined): boolean {
  const track = index.tracks.get(stem.trackId);
  return Boolean(track && isTrackVisible(index, track, viewer));
}

/** Main-track records of a list of ids that exist and the viewer may see (order kept). */
export function visibleTracksOf(index: CatalogueIndex, ids: number[], viewer: ViewerLike | null | undefined): TrackRecord[] {
  const out: TrackRecord[] = [];
  for (const id of ids) {
    const track = index.tracks.get(id);
    if (track && isTrackVisible(index, track, viewer)) out.push(track);
  }
  return out;
}
