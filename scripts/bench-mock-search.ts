/**
 * Mock search engine timings (part of `npm run bench`): median and p95 of one search, as the
 * `/api/music/*` handlers run it (engine + serialization of the page), over the default catalogue
 * and over 20,000 main tracks. Target: p95 ≤ 50 ms at 20,000 tracks. Prints figures, never asserts.
 *
 *   node scripts/lib/run-ts.mjs scripts/bench-mock-search.ts [--tracks=20000] [--runs=200]
 */
import { db } from '../mocks/db';
import { catalogueIndex } from '../mocks/search/catalogue-index';
import { searchAlbums, searchPlaylists, searchTracks } from '../mocks/search/engine';
import { parseSearchParams } from '../mocks/search/params';
import { serializeAlbum, serializePlaylist } from '../mocks/serializers/collection';
import { serializeTrack } from '../mocks/serializers/track';
import { DEFAULT_CATALOGUE_TRACKS, seedCatalogue } from '../mocks/seed/catalogue';

const LARGE = 20_000;
const TARGET_P95_MS = 50;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A mix of what people do: browse, type, filter, narrow BPM/key, exclude, sort, page, find similar. */
function queries(trackCount: number): string[] {
  const some = (n: number) => 1 + ((n * 7919) % trackCount);
  return [
    'type=albums',
    'type=tracks',
    'query=dark',
    'query=epic%20trailer',
    'query=piano&type=tracks',
    'keywords_include=Suspense',
    'keywords_include=Epic,Trailer',
    'keywords_include=Happy&keywords_exclude=Pop',
    'keywords_include=Adam%20Drake%20(ASCAP)',
    'keywords_include=Piano,Cello&type=tracks&sortby=title',
    'bpm=120',
    'bpm=110-130&key=Dm,Am',
    'key=F%23m&type=tracks',
    'query=sun&bpm=100-130&sortby=oldest',
    'album_title=synthwave',
    'track_title=midnight&type=tracks',
    'sortby=random&random_key=abc123&type=tracks',
    'page=3&type=tracks',
    `similar_to=${some(3)}&type=tracks`,
    `show_tracks=${some(5)}&type=tracks`,
    'keywords_include=Nonexistent%20Keyword',
    'keywords_exclude=Minor&sortby=title',
    'query=documentary&type=playlists',
    'keywords_include=Sad&type=playlists',
  ];
}

function runOne(search: string, viewer: { restricted_pro_groups: string[] } | null): void {
  const params = parseSearchParams(search);
  const type = new URLSearchParams(search).get('type') ?? 'albums';
  const index = catalogueIndex();
  if (type === 'tracks') {
    const result = searchTracks(params, viewer);
    result.tracks.forEach((track) => serializeTrack(track, { index, viewer }));
  } else if (type === 'playlists') {
    const result = searchPlaylists(params, viewer);
    result.playlists.forEach((playlist) => serializePlaylist(playlist, { index, viewer }));
    for (const tracks of result.matching?.values() ?? []) tracks.forEach((track) => serializeTrack(track, { index, viewer }));
  } else {
    const result = searchAlbums(params, viewer);
    result.albums.forEach((album) => serializeAlbum(album, { index, viewer }));
    for (const tracks of result.matching?.values() ?? []) tracks.forEach((track) => serializeTrack(track, { index, viewer }));
  }
}

function benchScale(tracks: number, runs: number): void {
  let start = performance.now();
  const summary = seedCatalogue({ tracks });
  const seedMs = performance.now() - start;
  start = performance.now();
  // The whole index: its search postings are built on first use, which a search makes.
  void catalogueIndex().words;
  const indexMs = performance.now() - start;
  console.log(
    `  catalogue: ${summary.tracks} main tracks + ${summary.versions} versions, ${summary.stems} stems, ${summary.albums} albums` +
      ` (seed ${ms(seedMs)}, index ${ms(indexMs)}; ${db.track.count()} track records)`,
  );
  const list = queries(tracks);
  const pro = { restricted_pro_groups: ['BMI'] };
  // Warm-up: builds the per-viewer visibility masks and JIT-compiles the engine.
  for (const search of list) {
    runOne(search, null);
    runOne(search, pro);
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const search = list[run % list.length];
    const viewer = run % 3 === 2 ? pro : null;
    const t0 = performance.now();
    runOne(search, viewer);
    times.push(performance.now() - t0);
  }
  const p95 = quantile(times, 0.95);
  const verdict = tracks >= LARGE ? `  target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}` : '';
  console.log(
    `  search over ${String(tracks).padStart(6)} tracks   median ${ms(quantile(times, 0.5)).padStart(9)}   p95 ${ms(p95).padStart(9)}` +
      `   max ${ms(Math.max(...times))}   (n=${times.length})${verdict}`,
  );
}

export function main(args: string[] = []): void {
  const option = (name: string, fallback: number) => {
    const raw = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
    const value = Number(raw);
    return raw && Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const runs = option('runs', 240);
  const large = option('tracks', LARGE);
  console.log('  (engine + serialization of one page, as the /api/music handlers answer; 1 in 3 searches as a BMI-restricted user)');
  benchScale(DEFAULT_CATALOGUE_TRACKS, runs);
  benchScale(large, runs);
}
