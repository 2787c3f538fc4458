import { createSelector } from '@reduxjs/toolkit';
import { activityApi } from '@/entities/activity';
import { framesToTimecode, type FrameRate, type ParsedEdit } from '@/entities/edit';
import { trackApi, trackTitle } from '@/entities/track';
import { baseApi, type TrackDto } from '@/shared/api';
import type { RootState } from '@/shared/redux';
import { buildCues, cueSeconds, formatCueDuration, type Cue } from '../lib/build-cues';
import { clipSources, sourceKeyOf, type ClipSource } from '../lib/clip-names';
import type { CueFacts } from '../lib/cue-warnings';
import { selectEditCueSheet } from './edit-cue-sheet-slice';
import { DEFAULT_USAGE, type CueLine, type CueUsage, type MatchedItem, type MatchVia } from './types';

/** A cue of the edit: its clips, how their tracks were found, its duration as stated. */
export interface CueEntry extends Cue {
  /** How its clips' tracks were found (one per source, in order). */
  via: MatchVia[];
  /** The clip sources it is made of. */
  sources: string[];
  seconds: number;
}

/** A cue as the page shows it: with its track, read from the cache (where the saga holds it). */
export interface CueView extends CueEntry {
  /** The item the cue lists; null while its track is not in the cache. */
  track: TrackDto | null;
  title: string;
  trackCode: string;
}

/** A clip source that makes no cue, and why. */
export interface ApartSource extends ClipSource {
  reason: 'matching' | 'not-found' | 'unavailable' | 'failed' | 'excluded';
  message: string | null;
}

export interface CueList {
  edit: ParsedEdit | null;
  cues: CueEntry[];
  /** Sources not (yet) matched, in timeline order: listed apart, never dropped. */
  apart: ApartSource[];
  /** Sources marked "Not library music". */
  excluded: ApartSource[];
}

type ApiState = RootState[typeof baseApi.reducerPath];
type TrackSelector = (state: RootState) => TrackDto | null;

/** One selector per item, made once: reading a cue's track is then a cache look-up, not a new selector. */
const trackSelectors = new Map<string, TrackSelector>();

function trackSelectorFor(item: MatchedItem): TrackSelector {
  const key = `${item.type}-${item.id}-${item.mainId}`;
  let selector = trackSelectors.get(key);
  if (!selector) {
    if (item.type === 'stem') {
      const select = trackApi.endpoints.getTrackStems.select(item.mainId);
      selector = (state) => select(state).data?.find((stem) => stem.id === item.id) ?? null;
    } else {
      const select = activityApi.endpoints.getActivityItem.select({ type: 'track', key: String(item.id) });
      selector = (state) => {
        const data = select(state).data;
        return data && 'audio_file' in data ? data : null;
      };
    }
    trackSelectors.set(key, selector);
  }
  return selector;
}

/** The item's track, version or stem as the cache holds it (the saga keeps it there). */
export function cachedTrack(api: ApiState, item: MatchedItem): TrackDto | null {
  return trackSelectorFor(item)({ [baseApi.reducerPath]: api } as unknown as RootState);
}

const selectApi = (state: RootState) => state[baseApi.reducerPath];
const selectEdit = (state: RootState) => selectEditCueSheet(state).edit;
const selectMatches = (state: RootState) => selectEditCueSheet(state).matches;
const selectPicked = (state: RootState) => selectEditCueSheet(state).picked;
const selectExcluded = (state: RootState) => selectEditCueSheet(state).excluded;

/**
 * The cue list of the edit being built: cues in timeline order, the rest listed apart. Worked out
 * from the edit and the matches alone, so the cache's comings and goings do not redo it.
 */
export const selectCueList = createSelector([selectEdit, selectMatches, selectPicked, selectExcluded], (edit, matches, picked, excluded): CueList => {
  if (!edit) return { edit: null, cues: [], apart: [], excluded: [] };
  const viaOf = (key: string): MatchVia | null => {
    if (excluded[key]) return null;
    if (picked[key]) return 'picked';
    const match = matches[key];
    return match?.status === 'matched' ? match.via : null;
  };
  const itemOf = (key: string): MatchedItem | null => {
    if (excluded[key]) return null;
    const match = matches[key];
    return picked[key] ?? (match?.status === 'matched' ? match.item : null);
  };
  const cues = buildCues(edit.clips, (clip) => itemOf(sourceKeyOf(clip))).map((cue): CueEntry => {
    const sources = [...new Set(cue.clips.map(sourceKeyOf))];
    return {
      ...cue,
      via: [...new Set(sources.map(viaOf).filter((via): via is MatchVia => via !== null))],
      sources,
      seconds: cueSeconds(cue, edit.rate),
    };
  });
  const apart: ApartSource[] = [];
  const left: ApartSource[] = [];
  for (const source of clipSources(edit.clips)) {
    if (excluded[source.key]) left.push({ ...source, reason: 'excluded', message: null });
    else if (!itemOf(source.key)) {
      const match = matches[source.key];
      const reason = match && match.status !== 'matched' ? match.status : 'matching';
      apart.push({ ...source, reason, message: match?.status === 'failed' ? match.message : null });
    }
  }
  return { edit, cues, apart, excluded: left };
});

const sameTracks = (a: readonly (TrackDto | null)[], b: readonly (TrackDto | null)[]) => a.length === b.length && a.every((track, i) => track === b[i]);

/** The track of each cue, the same array as long as none of them changed in the cache. */
export const selectCueTracks = createSelector(
  [selectCueList, selectApi],
  (list, api) => list.cues.map((cue) => cachedTrack(api, cue.item)),
  { memoizeOptions: { resultEqualityCheck: sameTracks } },
);

/** The cues with their tracks, as the page shows them and the cue sheet lists them. */
export const selectCueViews = createSelector([selectCueList, selectCueTracks], (list, tracks): CueView[] =>
  list.cues.map((cue, i) => {
    const track = tracks[i] ?? null;
    return { ...cue, track, title: track ? trackTitle(track, 'full') : '', trackCode: track?.track_code ?? '' };
  }),
);

/** What the warnings are worked out from. */
export function cueFacts(cues: readonly CueView[]): CueFacts[] {
  return cues.map((cue) => ({
    number: cue.number,
    title: cue.title,
    recordIn: cue.recordIn,
    recordOut: cue.recordOut,
    seconds: cue.seconds,
    trackSeconds: cue.track?.audio_file.duration ?? null,
  }));
}

/** The cues as the cue sheet prints them, with the usage chosen for each (BI unless changed). */
export function toCueLines(cues: readonly CueView[], usage: Record<string, CueUsage | undefined>, rate: FrameRate): CueLine[] {
  return cues.map((cue) => ({
    number: cue.number,
    item: cue.item,
    title: cue.title,
    trackCode: cue.trackCode,
    composers: cue.track?.composers ?? [],
    publishers: cue.track?.publishers ?? [],
    usage: usage[cue.key] ?? DEFAULT_USAGE,
    timecodeIn: framesToTimecode(cue.recordIn, rate),
    timecodeOut: framesToTimecode(cue.recordOut, rate),
    duration: formatCueDuration(cue.seconds),
  }));
}
