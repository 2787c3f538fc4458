import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, join, put, select } from 'redux-saga/effects';
import { activityApi } from '@/entities/activity';
import type { ParsedEdit } from '@/entities/edit';
import { defaultSearchState, searchTracks } from '@/entities/search';
import { MAX_CODES_PER_CALL, trackApi, trackTitle } from '@/entities/track';
import { errorMessage, errorStatus, type ActivityItemDto, type ActivityPageDto, type TrackDto, type TrackSearchDto } from '@/shared/api';
import type { RootState } from '@/shared/redux';
import { MATCH_REPORT_MS, MAX_DOWNLOAD_PAGES } from '../config/limits';
import type { CallLimit } from '../lib/call-limit';
import {
  clipSources,
  comparableName,
  findTrackCode,
  titleParts,
  withoutTrackCode,
  type ClipSource,
  type FoundTrackCode,
} from '../lib/clip-names';
import { matchingFinished, matchingStarted, selectEditCueSheet, sourcesMatched } from './edit-cue-sheet-slice';
import { releaseHeld, runQuery, type HeldQueries } from './server-calls';
import type { MatchedItem, SourceMatch } from './types';

/**
 * Finds the library's music in an edit, one clip source at a time, in this order: the track code
 * in a name (the files the library delivers start with it), then the exact name of a file the
 * person downloaded (their activity), then a title search. A version or stem resolves to itself.
 * The track each match names is read with the track call (a stem with its track's stems call) and
 * held in the cache while the edit is open: the cue list reads it from there. Every server call
 * goes through one limit, so a long edit never floods the server.
 */

export interface MatchContext {
  slots: CallLimit;
  held: HeldQueries;
}

const MATCH_FAILED = 'The track could not be looked up.';

const upper = (text: string | undefined) => (text ?? '').toUpperCase();

function* searchByTitle(ctx: MatchContext, title: string): SagaIterator<TrackDto[]> {
  const answer = (yield call(runQuery, ctx.slots, searchTracks.initiate(defaultSearchState({ type: 'tracks', track_title: title, pagesize: 10 })))) as TrackSearchDto;
  return answer.results;
}

function* versionsOf(ctx: MatchContext, mainId: number): SagaIterator<TrackDto[]> {
  return (yield call(runQuery, ctx.slots, trackApi.endpoints.getTrackVersions.initiate(mainId))) as TrackDto[];
}

function* stemsOf(ctx: MatchContext, mainId: number): SagaIterator<TrackDto[]> {
  return (yield call(runQuery, ctx.slots, trackApi.endpoints.getTrackStems.initiate(mainId))) as TrackDto[];
}

const mainItem = (main: TrackDto): MatchedItem => ({ type: 'track', id: main.id, mainId: main.id });

/** A match and the tracks its lookup already read (the item call's answer, from a list). */
interface Found {
  item: MatchedItem;
  known: TrackDto[];
}

const found = (item: MatchedItem, ...known: TrackDto[]): Found => ({ item, known });

/**
 * The main tracks of every code of the edit, asked for together (`getTracksByCode`, up to 50 codes a
 * call, the calls through the same limit); `bySearch` when the server has no such call (a 404: a
 * server built from the spec alone), and each code is then found with a search.
 */
export type CodeLookup = { bySearch: false; found: Map<string, TrackDto>; failed: Map<string, unknown> } | { bySearch: true };

export function* lookUpCodes(ctx: MatchContext, codes: readonly string[]): SagaIterator<CodeLookup> {
  const batches: string[][] = [];
  for (let i = 0; i < codes.length; i += MAX_CODES_PER_CALL) batches.push(codes.slice(i, i + MAX_CODES_PER_CALL));
  const found = new Map<string, TrackDto>();
  const failed = new Map<string, unknown>();
  let bySearch = false;
  yield all(
    batches.map((batch) =>
      call(function* lookUpBatch(): SagaIterator<void> {
        try {
          const tracks = (yield call(runQuery, ctx.slots, trackApi.endpoints.getTracksByCode.initiate(batch))) as TrackDto[];
          for (const track of tracks) found.set(upper(track.track_code), track);
        } catch (error) {
          if (errorStatus(error) === 404) bySearch = true;
          else for (const code of batch) failed.set(code, error);
        }
      }),
    ),
  );
  if (bySearch) return { bySearch: true };
  // Every track found goes into the item call's cache at once: one store update for all, and
  // holding a cue's track later asks nothing of the server.
  const entries = [...found.values()].map((track) => ({ endpointName: 'getActivityItem' as const, arg: { type: 'track' as const, key: String(track.id) }, value: track }));
  if (entries.length > 0) yield put(activityApi.util.upsertQueryEntries(entries));
  return { bySearch: false, found, failed };
}

/** The main track of a code: from the edit's codes looked up together, else through a search for it. */
function* mainOfCode(ctx: MatchContext, code: FoundTrackCode, codes: Task | null): SagaIterator<TrackDto | null> {
  const lookup = codes ? ((yield join(codes)) as CodeLookup) : null;
  if (lookup && !lookup.bySearch) {
    if (lookup.failed.has(code.main)) throw lookup.failed.get(code.main);
    return lookup.found.get(code.main) ?? null;
  }
  const answer = (yield call(runQuery, ctx.slots, searchTracks.initiate(defaultSearchState({ type: 'tracks', query: code.main, pagesize: 5 })))) as TrackSearchDto;
  return answer.results.find((track) => upper(track.track_code) === code.main) ?? null;
}

/** The track a code names; null when the catalogue shows none. */
function* findByCode(ctx: MatchContext, code: FoundTrackCode, codes: Task | null): SagaIterator<Found | null> {
  const main = (yield call(mainOfCode, ctx, code, codes)) as TrackDto | null;
  if (!main) return null;
  if (code.version !== null) {
    const versions = (yield call(versionsOf, ctx, main.id)) as TrackDto[];
    const version = versions.find((track) => upper(track.track_code) === code.code);
    return version && version.id !== main.id ? found({ type: 'track', id: version.id, mainId: main.id }, main, version) : found(mainItem(main), main);
  }
  if (code.part !== null) {
    const stems = (yield call(stemsOf, ctx, main.id)) as TrackDto[];
    const stem = stems.find((track) => upper(track.track_code) === code.code);
    // "4EM001-03-Midnight_Run.wav": a dash before the title, not a stem: the track itself.
    return stem ? found({ type: 'stem', id: stem.id, mainId: main.id }, main) : found(mainItem(main), main);
  }
  return found(mainItem(main), main);
}

/** The main track's id in a track's or stem's link ("/search?type=tracks&show_tracks=12"). */
function mainIdFromLink(link: string): number | null {
  const value = new URL(link || '/', 'http://link').searchParams.get('show_tracks');
  const id = Number(value);
  return value && Number.isSafeInteger(id) ? id : null;
}

/** A file the person downloaded whose name (its title, as files are named) is this source's name. */
function* findInDownloads(ctx: MatchContext, source: ClipSource, downloads: ActivityItemDto[]): SagaIterator<Found | null> {
  const names = new Set(source.names.map((name) => comparableName(withoutTrackCode(name))));
  const download = downloads.find(
    (entry) => (entry.content_object.type === 'track' || entry.content_object.type === 'stem') && names.has(comparableName(entry.content_object.title)),
  );
  if (!download) return null;
  const id = Number(download.content_object.id);
  if (download.content_object.type === 'stem') {
    const mainId = mainIdFromLink(download.web_url);
    return mainId === null ? null : found({ type: 'stem', id, mainId });
  }
  const track = (yield call(runQuery, ctx.slots, activityApi.endpoints.getActivityItem.initiate({ type: 'track', key: String(id) }))) as TrackDto;
  return found({ type: 'track', id, mainId: track.parent_id ?? track.id }, track);
}

/**
 * A title search: the track whose title is the whole name, else the one titled like its first part
 * and, when the name says so, its version ("Title (60 sec)") or stem ("Title - Drums").
 */
function* findByTitle(ctx: MatchContext, source: ClipSource): SagaIterator<Found | null> {
  const tried = new Set<string>();
  for (const name of source.names) {
    const parts = titleParts(name);
    if (!parts || tried.has(comparableName(parts.title))) continue;
    tried.add(comparableName(parts.title));
    const results = (yield call(searchByTitle, ctx, parts.title)) as TrackDto[];
    const whole = results.find((track) => comparableName(trackTitle(track)) === comparableName(parts.whole));
    if (whole) return found(mainItem(whole), whole);
    const main = results.find((track) => comparableName(track.title) === comparableName(parts.title));
    if (!main) continue;
    if (parts.version !== null) {
      const versions = (yield call(versionsOf, ctx, main.id)) as TrackDto[];
      const version = versions.find((track) => track.id !== main.id && comparableName(trackTitle(track)) === comparableName(parts.whole));
      if (version) return found({ type: 'track', id: version.id, mainId: main.id }, main, version);
    }
    if (parts.part !== null) {
      const stems = (yield call(stemsOf, ctx, main.id)) as TrackDto[];
      const stem = stems.find((track) => comparableName(track.title) === comparableName(parts.part ?? ''));
      if (stem) return found({ type: 'stem', id: stem.id, mainId: main.id }, main);
    }
    return found(mainItem(main), main);
  }
  return null;
}

/**
 * Reads the matched item's track (and its main track) into the cache and keeps it there; false
 * when the server no longer shows it to this person. A track the lookup has just read (in a
 * search's results, a versions list) goes into the item call's cache entry as it is, instead of
 * being asked for again.
 */
export function* holdItem(ctx: MatchContext, item: MatchedItem, known: TrackDto[] = []): SagaIterator<boolean> {
  // Tracks already in the cache as they are (the edit's codes, looked up together) are not put again.
  const state = (yield select()) as RootState;
  const fresh = known.filter((track) => activityApi.endpoints.getActivityItem.select({ type: 'track', key: String(track.id) })(state).data !== track);
  if (fresh.length > 0) {
    const entries = fresh.map((track) => ({ endpointName: 'getActivityItem' as const, arg: { type: 'track' as const, key: String(track.id) }, value: track }));
    yield put(activityApi.util.upsertQueryEntries(entries));
  }
  try {
    yield call(runQuery, ctx.slots, activityApi.endpoints.getActivityItem.initiate({ type: 'track', key: String(item.mainId) }), ctx.held);
    if (item.type === 'track' && item.id !== item.mainId) {
      yield call(runQuery, ctx.slots, activityApi.endpoints.getActivityItem.initiate({ type: 'track', key: String(item.id) }), ctx.held);
    }
    if (item.type === 'stem') {
      const stems = (yield call(runQuery, ctx.slots, trackApi.endpoints.getTrackStems.initiate(item.mainId), ctx.held)) as TrackDto[];
      return stems.some((stem) => stem.id === item.id);
    }
    return true;
  } catch (error) {
    if (errorStatus(error) === 404) return false;
    throw error;
  }
}

type Report = (key: string, match: SourceMatch) => void;

const codeOf = (source: ClipSource) => source.names.map(findTrackCode).find((value) => value !== null) ?? null;

function* matchSource(ctx: MatchContext, source: ClipSource, lookups: { codes: Task | null; downloads: Task | null }, report: Report): SagaIterator<void> {
  const { codes, downloads } = lookups;
  let match: SourceMatch;
  try {
    let result: (Found & { via: 'code' | 'download' | 'title' }) | null = null;
    const code = codeOf(source);
    if (code) {
      const byCode = (yield call(findByCode, ctx, code, codes)) as Found | null;
      if (byCode) result = { via: 'code', ...byCode };
    }
    if (!result && downloads) {
      const list = (yield join(downloads)) as ActivityItemDto[];
      const byDownload = (yield call(findInDownloads, ctx, source, list)) as Found | null;
      if (byDownload) result = { via: 'download', ...byDownload };
    }
    if (!result) {
      const byTitle = (yield call(findByTitle, ctx, source)) as Found | null;
      if (byTitle) result = { via: 'title', ...byTitle };
    }
    if (result && ((yield call(holdItem, ctx, result.item, result.known)) as boolean)) match = { status: 'matched', via: result.via, item: result.item };
    // A name carrying the library's code is the library's file: when the catalogue shows this
    // person no such track, it is one their account may not use (PRO restrictions).
    else match = code ? { status: 'unavailable' } : { status: 'not-found' };
  } catch (error) {
    match = { status: 'failed', message: errorMessage(error, MATCH_FAILED) };
  }
  report(source.key, match);
}

/** The person's downloads, newest first, the most recent pages only; none when they cannot be read. */
function* loadDownloads(ctx: MatchContext): SagaIterator<ActivityItemDto[]> {
  const { getActivity } = activityApi.endpoints;
  // The pages read so far stay subscribed while the next one is asked for, as the list's hook does.
  let held: HeldQueries = [];
  try {
    let data = (yield call(runQuery, ctx.slots, getActivity.initiate('download'), held)) as { pages: ActivityPageDto[] };
    while (data.pages.length < MAX_DOWNLOAD_PAGES && data.pages[data.pages.length - 1]?.next) {
      const next: HeldQueries = [];
      data = (yield call(runQuery, ctx.slots, getActivity.initiate('download', { direction: 'forward' }), next)) as { pages: ActivityPageDto[] };
      releaseHeld(held);
      held = next;
    }
    return data.pages.flatMap((page) => page.results).filter((entry) => entry.activity_type === 'download');
  } catch {
    return [];
  } finally {
    releaseHeld(held);
  }
}

const settled = (match: SourceMatch | undefined) => match !== undefined && match.status !== 'matching' && match.status !== 'failed';

/**
 * Matches every source of the edit not matched yet (all of a new edit; after a failure, those
 * that failed), each on its own, all through `ctx.slots`.
 */
export function* matchEdit(ctx: MatchContext, edit: ParsedEdit): SagaIterator<void> {
  const { matches } = (yield select((state: RootState) => selectEditCueSheet(state))) as ReturnType<typeof selectEditCueSheet>;
  const sources = clipSources(edit.clips).filter((source) => !settled(matches[source.key]));
  yield put(matchingStarted(sources.map((source) => source.key)));
  // Matches are reported together every so often: one redraw of the cue list for many.
  const reported: { key: string; match: SourceMatch }[] = [];
  const report: Report = (key, match) => void reported.push({ key, match });
  const reporter = (yield fork(function* reportNow(): SagaIterator<void> {
    for (;;) {
      yield delay(MATCH_REPORT_MS);
      if (reported.length > 0) yield put(sourcesMatched(reported.splice(0)));
    }
  })) as Task;
  try {
    const needsDownloads = sources.some((source) => !source.names.some((name) => findTrackCode(name)));
    const downloads = needsDownloads ? ((yield fork(loadDownloads, ctx)) as Task) : null;
    const mainCodes = [...new Set(sources.map((source) => codeOf(source)?.main).filter((main): main is string => main !== undefined))];
    const codes = mainCodes.length > 0 ? ((yield fork(lookUpCodes, ctx, mainCodes)) as Task) : null;
    yield all(sources.map((source) => call(matchSource, ctx, source, { codes, downloads }, report)));
  } finally {
    yield cancel(reporter);
    if (reported.length > 0) yield put(sourcesMatched(reported.splice(0)));
    yield put(matchingFinished());
  }
}
