import { bulkInsert, clearModel, type CatalogueModelName, type RecordOf } from '../factories/catalogue-bulk';
import { COMPOSERS, NETWORKS, PUBLISHERS, TRAD_COMPOSER } from '../factories/catalogue-people';
import { CatalogueRandom } from '../factories/catalogue-random';
import { invalidateCatalogueIndex } from '../search/catalogue-index';
import {
  INSTRUMENT_CATEGORIES,
  KEYWORD_CATEGORIES,
  MAJOR_KEYS,
  MINOR_KEYS,
  STEM_PARTS,
  tempoKeyword,
} from '../factories/catalogue-taxonomy';
import {
  ALBUM_THEMES,
  ALTERNATE_VERSIONS,
  AS_HEARD_ON,
  PLAYLISTS,
  SAMPLERS,
  TITLE_WORDS,
  TRADITIONAL_TITLES,
  type AlbumTheme,
} from '../factories/catalogue-themes';

/**
 * The mock music catalogue: composers, publishers, keyword and instrument taxonomies, albums,
 * main tracks with alternate versions and stems, playlists, samplers, featured flags, the splash
 * album and the as-heard-on placements.
 *
 * Deterministic: a private seeded random source (catalogue-random.ts), fixed dates, no clock.
 * Scale knob: `seedCatalogue({ tracks })` sets the number of MAIN tracks (versions and stems come
 * on top). Default 600 over 61 albums; `tracks: 20_000` builds ~2,000 albums in about a second.
 * In node, `MOCK_TRACKS=20000` sets the default; in the browser, `?mock=scale:20000` (mock-core).
 */

export const DEFAULT_CATALOGUE_TRACKS = 600;
export const MAX_CATALOGUE_TRACKS = 100_000;
const TRACKS_PER_ALBUM = 10;
const STINGER_TRACKS = 12;
/** Newest release; everything else is older (no `Date.now()`: the catalogue never drifts). */
const NEWEST_RELEASE = Date.UTC(2025, 9, 1, 12);
const RELEASE_SPAN_HOURS = 8 * 365 * 24;

export interface SeedCatalogueOptions {
  /** Number of main tracks (default 600, or `MOCK_TRACKS` in node). */
  tracks?: number;
}

export interface CatalogueSummary {
  albums: number;
  tracks: number;
  versions: number;
  stems: number;
  playlists: number;
  samplers: number;
  composers: number;
}

/** `MOCK_TRACKS` from the node environment (bench, vitest), if set to a positive integer. */
export function catalogueTracksFromEnv(): number | undefined {
  const raw = typeof process === 'undefined' ? undefined : process.env?.MOCK_TRACKS;
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const isoHoursBefore = (base: number, hours: number) => new Date(base - hours * 3_600_000).toISOString();

interface Lookup {
  keyword: Map<string, number>;
  instrument: Map<string, number>;
  instrumentCategory: Map<number, string>;
  composerIds: number[];
  tradComposerId: number;
  publisherByPro: Map<string, number>;
  composerPro: Map<number, string>;
}

function seedPeopleOfMusic(rows: Rows): Pick<Lookup, 'composerIds' | 'tradComposerId' | 'publisherByPro' | 'composerPro'> {
  const composerPro = new Map<number, string>();
  const composerIds: number[] = [];
  [...COMPOSERS, TRAD_COMPOSER].forEach((composer, index) => {
    const id = index + 1;
    const name = [composer.first_name, composer.last_name].filter(Boolean).join(' ');
    rows.composer.push({ id, first_name: composer.first_name, last_name: composer.last_name, name, pro: composer.pro });
    composerPro.set(id, composer.pro);
    if (composer !== TRAD_COMPOSER) composerIds.push(id);
  });
  const publisherByPro = new Map<string, number>();
  PUBLISHERS.forEach((publisher, index) => {
    rows.publisher.push({ id: index + 1, name: publisher.name, pro: publisher.pro });
    publisherByPro.set(publisher.pro, index + 1);
  });
  return { composerIds, tradComposerId: COMPOSERS.length + 1, publisherByPro, composerPro };
}

function seedTaxonomies(rows: Rows): Pick<Lookup, 'keyword' | 'instrument' | 'instrumentCategory'> {
  const keyword = new Map<string, number>();
  let subcategoryId = 1;
  let keywordId = 1;
  KEYWORD_CATEGORIES.forEach((category, position) => {
    const categoryId = position + 1;
    rows.keywordCategory.push({ id: categoryId, name: category.name, position });
    category.subcategories.forEach((subcategory, subPosition) => {
      rows.keywordSubcategory.push({ id: subcategoryId, categoryId, name: subcategory.name, position: subPosition });
      for (const name of subcategory.keywords) {
        rows.keyword.push({ id: keywordId, subcategoryId, name });
        keyword.set(name, keywordId);
        keywordId += 1;
      }
      subcategoryId += 1;
    });
  });
  const instrument = new Map<string, number>();
  const instrumentCategory = new Map<number, string>();
  let instrumentId = 1;
  INSTRUMENT_CATEGORIES.forEach((category, position) => {
    const categoryId = position + 1;
    rows.instrumentCategory.push({ id: categoryId, name: category.name, position });
    for (const name of category.instruments) {
      rows.instrument.push({ id: instrumentId, categoryId, name });
      instrument.set(name, instrumentId);
      instrumentCategory.set(instrumentId, category.name);
      instrumentId += 1;
    }
  });
  return { keyword, instrument, instrumentCategory };
}

function featuredCategoriesOf(theme: AlbumTheme): string[] {
  const out = new Set<string>();
  for (const genre of theme.genres) {
    if (['Cinematic', 'Orchestral', 'Hybrid Orchestral', 'Neo-Classical', 'Trailer Music', 'Chamber'].includes(genre)) out.add('Cinematic');
    else if (['Ambient', 'Electronica', 'Synthwave', 'Dubstep', 'House', 'Techno', 'Glitch', 'Lo-Fi', 'Drum & Bass'].includes(genre)) out.add('Electronic');
    else if (['Latin Pop', 'Afrobeat', 'Reggae', 'Flamenco', 'Bollywood'].includes(genre)) out.add('World');
    else out.add('Rock & Pop');
  }
  if (theme.ethnic?.length) out.add('World');
  if (theme.shows.some((show) => ['Reality', 'Documentary', 'True Crime', 'Lifestyle', 'Cooking', 'Travel'].includes(show))) out.add('Unscripted');
  return [...out];
}

/** Album plan: theme, volume and how many main tracks. Counts sum exactly to `tracks`. */
function planAlbums(tracks: number, random: CatalogueRandom): { theme: AlbumTheme; volume: number; count: number }[] {
  const albumCount = Math.max(ALBUM_THEMES.length, Math.round(tracks / TRACKS_PER_ALBUM));
  const plans = Array.from({ length: albumCount }, (_, index) => ({
    theme: ALBUM_THEMES[index % ALBUM_THEMES.length],
    volume: Math.floor(index / ALBUM_THEMES.length) + 1,
    count: 0,
  }));
  const stingerSlots = plans.filter((plan) => plan.theme.short).length;
  const stingers = Math.min(STINGER_TRACKS * stingerSlots, Math.floor(tracks / 10));
  let remaining = tracks - stingers;
  const regular = plans.filter((plan) => !plan.theme.short);
  regular.forEach((plan, index) => {
    const left = regular.length - index;
    const base = remaining / left;
    const count = index === regular.length - 1 ? remaining : Math.max(0, Math.min(remaining, Math.round(base + random.int(-3, 3))));
    plan.count = count;
    remaining -= count;
  });
  const shortPlans = plans.filter((plan) => plan.theme.short);
  shortPlans.forEach((plan, index) => {
    plan.count = Math.floor(stingers / shortPlans.length) + (index < stingers % shortPlans.length ? 1 : 0);
  });
  return plans;
}

function trackTitle(theme: AlbumTheme, random: CatalogueRandom): string {
  const words = TITLE_WORDS[theme.pool];
  const adjective = random.pick(words.adjectives);
  const noun = random.pick(words.nouns);
  if (theme.short) return `${adjective} ${noun} ${random.pick(['Sting', 'Transition', 'Logo', 'Hit', 'Whoosh', 'Bumper'])}`;
  const roll = random.int(0, 99);
  if (roll < 55) return `${adjective} ${noun}`;
  if (roll < 70) return `The ${noun}`;
  if (roll < 80) {
    const second = random.pick(words.nouns);
    return second === noun ? `${adjective} ${noun}` : `${noun} of ${second}`;
  }
  return noun;
}

const SHAPES = [
  ', building to a powerful climax',
  ' over a steady, understated pulse',
  ' that gradually unfolds',
  ' with a false ending at the midpoint',
  ' with a big hit at the top',
  ', sparse at first and full by the end',
  '',
];

/** Mood keywords that are nouns, as adjectives for descriptions. */
const MOOD_ADJECTIVES: Record<string, string> = { Suspense: 'suspenseful', Tension: 'tense', Unease: 'uneasy' };
const moodWord = (mood: string) => MOOD_ADJECTIVES[mood] ?? mood.toLowerCase();

function describeTrack(theme: AlbumTheme, moods: string[], genre: string, instruments: string[], usage: string, show: string, random: CatalogueRandom): string {
  const mood = moodWord(moods[0] ?? 'Expressive');
  const second = moods[1] ? ` and ${moodWord(moods[1])}` : '';
  const lead = instruments.slice(0, 2).map((name) => name.toLowerCase());
  const featuring = lead.length === 2 ? `${lead[0]} and ${lead[1]}` : (lead[0] ?? 'a full ensemble');
  if (theme.short) return `${/^[aeiou]/.test(mood) ? 'An' : 'A'} ${mood} ${genre.toLowerCase()} ${usage.toLowerCase()} with ${featuring}. Cuts in and out cleanly.`;
  const opener = random.pick(['A', 'An intensely', 'A quietly', 'A boldly', 'A richly produced']);
  const article = opener === 'A' && /^[aeiou]/.test(mood) ? 'An' : opener;
  const closer = random.pick([
    `Ideal for ${usage.toLowerCase()} and ${show.toLowerCase()} productions.`,
    `Perfect under ${show.toLowerCase()} scenes.`,
    `Works well for ${usage.toLowerCase()} edits.`,
    `Great for ${show.toLowerCase()} and ${usage.toLowerCase()}.`,
  ]);
  return `${article} ${mood}${second} ${genre.toLowerCase()} cue featuring ${featuring}${random.pick(SHAPES)}. ${closer}`;
}

function pickKeys(theme: AlbumTheme, random: CatalogueRandom): string[] {
  if (random.chance(0.02)) return [];
  const key = random.chance(theme.minor) ? random.pick(MINOR_KEYS) : random.pick(MAJOR_KEYS);
  if (!random.chance(0.05)) return [key];
  const other = random.chance(0.5) ? random.pick(MINOR_KEYS) : random.pick(MAJOR_KEYS);
  return other === key ? [key] : [key, other];
}

function pickBpm(theme: AlbumTheme, random: CatalogueRandom): number[] {
  if (random.chance(0.03)) return [];
  const [low, high] = theme.bpm;
  const bpm = random.int(Math.max(60, low), Math.min(180, high));
  if (!random.chance(0.05)) return [bpm];
  const second = Math.max(60, Math.min(180, bpm + random.pick([-30, -20, 20, 30])));
  return second === bpm ? [bpm] : [bpm, second];
}

/** Turn times: none, valid ones, and some the app must ignore (0, at or past the end). */
function pickTurnTimes(duration: number, random: CatalogueRandom): number[] {
  const roll = random.int(0, 99);
  if (roll < 35 || duration < 20) return [];
  const count = random.int(1, 3);
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const slot = ((index + 1) * duration) / (count + 1);
    times.push(Math.round(slot) + random.int(-5, 5));
  }
  if (roll >= 80) times.unshift(0);
  if (roll >= 90) times.push(duration + random.int(0, 15));
  return times.map((time) => Math.max(0, time));
}

function stemTitlesFor(instrumentNames: string[], categoryOf: (name: string) => string): string[] {
  const titles: string[] = [];
  for (const part of STEM_PARTS) {
    const hit = instrumentNames.some((name) =>
      part.instruments ? part.instruments.includes(name) : part.categories.includes(categoryOf(name)),
    );
    if (hit) titles.push(part.title);
  }
  for (const extra of ['Drums', 'Bass', 'Keys']) if (titles.length < 3 && !titles.includes(extra)) titles.push(extra);
  return titles;
}

interface TrackPlanContext {
  rows: Rows;
  random: CatalogueRandom;
  lookup: Lookup;
  nextVersionId: () => number;
  nextStemId: () => number;
}

function composersFor(albumComposers: number[], lookup: Lookup, random: CatalogueRandom): number[] {
  const [lead, ...coWriters] = albumComposers;
  const roll = random.int(0, 99);
  if (roll < 70 || coWriters.length === 0) return [lead];
  if (roll < 94 || coWriters.length === 1) return [lead, random.pick(coWriters)];
  return [lead, ...coWriters.slice(0, 2)].filter((id, index, all) => all.indexOf(id) === index && lookup.composerPro.has(id));
}

function publishersFor(composerIds: number[], lookup: Lookup): number[] {
  const ids: number[] = [];
  for (const composerId of composerIds) {
    const publisher = lookup.publisherByPro.get(lookup.composerPro.get(composerId) ?? '');
    if (publisher !== undefined && !ids.includes(publisher)) ids.push(publisher);
  }
  return ids;
}

function seedAlbumTracks(
  album: { id: number; title: string; theme: AlbumTheme; releasedAt: number; composers: number[] },
  firstTrackId: number,
  count: number,
  context: TrackPlanContext,
): void {
  const { random, lookup } = context;
  const { theme } = album;
  const used = new Set<string>();
  const isTradAlbum = theme.title === 'Traditional Folk Songbook';
  const isHoliday = theme.title === 'Holiday Cheer';
  const tradTitles = isHoliday ? ['Deck the Halls', 'God Rest Ye Merry Gentlemen', 'The First Noel', 'Good King Wenceslas'] : TRADITIONAL_TITLES;
  for (let index = 0; index < count; index += 1) {
    const id = firstTrackId + index;
    const traditional = (isTradAlbum || (isHoliday && index % 2 === 0)) && index < tradTitles.length * 2;
    let title = traditional ? tradTitles[index % tradTitles.length] : trackTitle(theme, random);
    for (let tries = 0; used.has(title) && tries < 5; tries += 1) title = trackTitle(theme, random);
    if (used.has(title)) title = `${title} ${['II', 'III', 'IV', 'V'][index % 4]}`;
    used.add(title);

    const duration = theme.short ? random.int(6, 10) : random.int(30, 240);
    const bpm = pickBpm(theme, random);
    const keys = pickKeys(theme, random);
    const genres = random.sample(theme.genres, random.int(1, 2));
    const moods = random.sample(theme.moods, random.int(2, 3));
    const energy = random.sample(theme.energy, random.int(1, 2));
    const usage = random.sample(theme.usage, random.int(1, 2));
    const shows = random.sample(theme.shows, random.int(1, 2));
    const era = theme.era ? random.sample(theme.era, 1) : [];
    const ethnic = theme.ethnic ? random.sample(theme.ethnic, 1) : [];
    const tempo = bpm.length === 0 ? ['Rubato'] : [tempoKeyword(bpm[0]), ...(bpm.length > 1 ? ['Tempo Changes'] : [])];
    const tonality = keys.length === 0 ? ['Atonal'] : [keys[0].endsWith('m') ? 'Minor' : 'Major'];
    const keywordNames = [...genres, ...moods, ...energy, ...usage, ...shows, ...era, ...ethnic, ...tempo, ...tonality];
    const keywordIds = keywordNames.map((name) => lookup.keyword.get(name)).filter((kid): kid is number => kid !== undefined);
    const instrumentNames = random.sample(theme.instruments, random.int(3, Math.min(6, theme.instruments.length)));
    const instrumentIds = instrumentNames.map((name) => lookup.instrument.get(name)).filter((iid): iid is number => iid !== undefined);
    const composerIds = traditional
      ? [lookup.tradComposerId, album.composers[0]]
      : composersFor(album.composers, lookup, random);
    const publisherIds = publishersFor(composerIds, lookup);
    const createdAt = isoHoursBefore(album.releasedAt, -index / 60);
    const description = describeTrack(theme, moods, genres[0], instrumentNames, usage[0], shows[0], random);
    const featured = [genres[0], moods[0], usage[0]];

    context.rows.track.push({
      id, type: 'track', parentId: null, albumId: album.id, track_number: index + 1, title, version_title: '',
      description, composerIds, publisherIds, is_traditional_arrangement: traditional, bpm, musical_key: keys,
      turn_times: pickTurnTimes(duration, random), duration, keywordIds, instrumentIds, featured_keywords: featured,
      created_at: createdAt, audio_broken: false,
    });

    if (!theme.short && random.chance(0.55)) {
      const names = ALTERNATE_VERSIONS.filter(() => random.chance(0.45));
      for (const versionTitle of names.length ? names : ['60 sec']) {
        const cut = /^(\d+) sec$/.exec(versionTitle);
        const versionDuration = cut ? Math.min(Number(cut[1]), duration) : Math.max(20, duration + random.int(-8, 4));
        const drums = new Set(['Drum Kit', 'Snare Drum', 'Bass Drum', 'Toms', 'Drum Machine', '808', 'Breakbeats']);
        context.rows.track.push({
          id: context.nextVersionId(), type: 'version', parentId: id, albumId: album.id, track_number: index + 1, title,
          version_title: versionTitle,
          description: `${versionTitle} version of "${title}". ${description}`,
          composerIds, publisherIds, is_traditional_arrangement: traditional, bpm, musical_key: keys,
          turn_times: cut ? [] : pickTurnTimes(versionDuration, random), duration: versionDuration, keywordIds,
          instrumentIds: versionTitle === 'No Drums' ? instrumentIds.filter((iid) => !drums.has(instrumentNames[instrumentIds.indexOf(iid)])) : instrumentIds,
          featured_keywords: featured, created_at: createdAt, audio_broken: false,
        });
      }
    }

    if (!theme.short && random.chance(0.45)) {
      const categoryOf = (name: string) => lookup.instrumentCategory.get(lookup.instrument.get(name) ?? -1) ?? '';
      for (const stemTitle of stemTitlesFor(instrumentNames, categoryOf)) {
        context.rows.stem.push({ id: context.nextStemId(), trackId: id, title: stemTitle, duration });
      }
    }
  }
}

interface SeededTrackInfo {
  id: number;
  keywordIds: number[];
}

function pickCollectionTracks(pool: SeededTrackInfo[], wanted: number[], count: number, random: CatalogueRandom): number[] {
  const matching = pool.filter((track) => track.keywordIds.some((kid) => wanted.includes(kid)));
  const chosen = random.sample(matching, count).map((track) => track.id);
  if (chosen.length < count) {
    const rest = pool.filter((track) => !chosen.includes(track.id));
    chosen.push(...random.sample(rest, count - chosen.length).map((track) => track.id));
  }
  return chosen;
}

const CATALOGUE_MODELS: CatalogueModelName[] = [
  'track', 'stem', 'album', 'playlist', 'sampler', 'composer', 'publisher', 'keyword', 'keywordSubcategory',
  'keywordCategory', 'instrument', 'instrumentCategory', 'asHeardOnCategory',
];

type Rows = { [K in CatalogueModelName]: RecordOf<K>[] };

function emptyRows(): Rows {
  return Object.fromEntries(CATALOGUE_MODELS.map((name) => [name, []])) as unknown as Rows;
}

function insertRows(rows: Rows): void {
  bulkInsert('composer', rows.composer);
  bulkInsert('publisher', rows.publisher);
  bulkInsert('keywordCategory', rows.keywordCategory);
  bulkInsert('keywordSubcategory', rows.keywordSubcategory);
  bulkInsert('keyword', rows.keyword);
  bulkInsert('instrumentCategory', rows.instrumentCategory);
  bulkInsert('instrument', rows.instrument);
  bulkInsert('album', rows.album);
  bulkInsert('track', rows.track);
  bulkInsert('stem', rows.stem);
  bulkInsert('playlist', rows.playlist);
  bulkInsert('sampler', rows.sampler);
  bulkInsert('asHeardOnCategory', rows.asHeardOnCategory);
}

/** Builds the catalogue (clearing an earlier one). Returns what it created. */
export function seedCatalogue(options: SeedCatalogueOptions = {}): CatalogueSummary {
  const requested = options.tracks ?? catalogueTracksFromEnv() ?? DEFAULT_CATALOGUE_TRACKS;
  const tracks = Math.max(1, Math.min(MAX_CATALOGUE_TRACKS, Math.floor(Number(requested) || DEFAULT_CATALOGUE_TRACKS)));
  const rows = emptyRows();
  const random = new CatalogueRandom();
  const people = seedPeopleOfMusic(rows);
  const lookup: Lookup = { ...people, ...seedTaxonomies(rows) };

  const plans = planAlbums(tracks, random);
  let versionId = tracks + 1;
  let stemId = 1;
  const context: TrackPlanContext = { rows, random, lookup, nextVersionId: () => versionId++, nextStemId: () => stemId++ };
  const stepHours = RELEASE_SPAN_HOURS / plans.length;
  let trackId = 1;
  // Albums are numbered oldest first; the last one is the newest release (the splash album).
  plans.forEach((plan, index) => {
    const id = index + 1;
    const title = plan.volume === 1 ? plan.theme.title : `${plan.theme.title} Vol. ${plan.volume}`;
    const releasedAt = NEWEST_RELEASE - (plans.length - 1 - index) * stepHours * 3_600_000;
    const lead = lookup.composerIds[(index * 7) % lookup.composerIds.length];
    const coWriters = random.sample(lookup.composerIds.filter((cid) => cid !== lead), 2);
    // A home-page-sized selection at any scale: every fourth of the first volumes plus the six newest.
    const featured = (index < ALBUM_THEMES.length && index % 4 === 1) || index >= plans.length - 6;
    rows.album.push({
      id, title, slug: slugify(title), disc_number: `4EM${String(id).padStart(3, '0')}`,
      description: plan.theme.blurb,
      artwork: index % 9 === 4 ? null : `/mock-media/artwork/album-${id}.svg`,
      release_date: new Date(releasedAt).toISOString().slice(0, 10),
      featured, featured_categories: featured ? featuredCategoriesOf(plan.theme) : [],
      is_splash: index === plans.length - 1,
    });
    seedAlbumTracks({ id, title, theme: plan.theme, releasedAt, composers: [lead, ...coWriters] }, trackId, plan.count, context);
    trackId += plan.count;
  });

  const pool: SeededTrackInfo[] = rows.track
    .filter((track) => track.type === 'track')
    .map((track) => ({ id: track.id, keywordIds: track.keywordIds }));
  const keywordIdsOf = (names: string[]) => names.map((name) => lookup.keyword.get(name)).filter((kid): kid is number => kid !== undefined);

  PLAYLISTS.forEach((playlist, index) => {
    const id = index + 1;
    const featured = index < 10;
    rows.playlist.push({
      id, title: playlist.title, slug: slugify(playlist.title), disc_number: `4EMP${String(id).padStart(2, '0')}`,
      description: playlist.blurb, artwork: index === 6 ? null : `/mock-media/artwork/playlist-${id}.svg`,
      created_at: isoHoursBefore(NEWEST_RELEASE, index * 24 * 11),
      featured, featured_categories: featured ? [['Cinematic', 'Unscripted', 'Rock & Pop', 'Electronic', 'World'][index % 5]] : [],
      trackIds: pickCollectionTracks(pool, keywordIdsOf(playlist.keywords), Math.min(pool.length, random.int(15, 30)), random),
    });
  });

  const trailer = keywordIdsOf(['Trailer', 'Trailer Music']);
  const unscripted = keywordIdsOf(['Reality', 'Documentary', 'True Crime']);
  const world = keywordIdsOf(['Latin', 'African', 'Middle Eastern', 'Asian', 'Celtic', 'Indian', 'Caribbean', 'Eastern European']);
  SAMPLERS.forEach((sampler, index) => {
    const id = index + 1;
    const wanted = [[], [], trailer, unscripted, world][index];
    const size = Math.min(pool.length, random.int(10, 16));
    const trackIds = wanted.length
      ? pickCollectionTracks(pool, wanted, size, random)
      : random.sample(pool.slice(index === 0 ? -Math.max(size * 4, 60) : 0), size).map((track) => track.id);
    rows.sampler.push({
      id, disc_number: `4EMS${String(id).padStart(2, '0')}`, title: sampler.title, slug: slugify(sampler.title),
      description: sampler.blurb, artwork: index === 3 ? null : `/mock-media/artwork/sampler-${id}.svg`,
      created_at: isoHoursBefore(NEWEST_RELEASE, index * 24 * 30), featured: true,
      featured_categories: [['Cinematic', 'Electronic', 'Cinematic', 'Unscripted', 'World'][index]], trackIds,
    });
  });

  let showImage = 1;
  AS_HEARD_ON.forEach((category, index) => {
    const items = category.shows.map((show, showIndex) => {
      const tracksOfShow = random.sample(pool, random.int(1, 3));
      return {
        show_title: show,
        network: random.pick(NETWORKS),
        image: showIndex === 2 ? null : `/mock-media/artwork/show-${showImage++}.svg`,
        video_links: index === 0 && showIndex === 0 ? [{ url: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }] : [],
        audio_files: tracksOfShow.map((track) => ({ track_id: track.id, file: `/mock-media/audio/track-${track.id}.wav` })),
      };
    });
    rows.asHeardOnCategory.push({
      id: index + 1, name: category.name, description: category.description,
      image: index === 3 ? null : `/mock-media/artwork/show-category-${index + 1}.svg`, position: index,
      itemsJson: JSON.stringify(items),
    });
  });

  for (const name of CATALOGUE_MODELS) clearModel(name);
  insertRows(rows);
  invalidateCatalogueIndex();

  return {
    albums: plans.length,
    tracks,
    versions: versionId - tracks - 1,
    stems: stemId - 1,
    playlists: PLAYLISTS.length,
    samplers: SAMPLERS.length,
    composers: COMPOSERS.length,
  };
}
