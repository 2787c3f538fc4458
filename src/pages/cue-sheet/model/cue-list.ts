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

/** A cue as the page shows it: its clips, its track (from the cache) and how it was found. */
export interface CueView extends Cue {
  /** The item the cue lists; null while its track is not in the cache. */
  track: TrackDto | null;
  title: string;
  trackCode: string;
  /** How its clips' tracks were found (one per source, in order). */
  via: MatchVia[];
  /** The clip sources it is made of. */
  sources: string[];
  seconds: number;
}

/** A clip source that makes no cue, and why. */
export interface ApartSource extends ClipSource {
  reason: 'matching' | 'not-found' | 'unavailable' | 'failed' | 'excluded';
  message: string | null;
}

export interface CueList {
  edit: ParsedEdit | null;
  cues: CueView[];
  /** Sources not (yet) matched, in timeline order: listed apart, never dropped. */
  apart: ApartSource[];
  /** Sources marked "Not library music". */
  excluded: ApartSource[];
}

type ApiState = RootState[typeof baseApi.reducerPath];

/** The item's track, version or stem as the cache holds it (the saga keeps it there). */
export function cachedTrack(api: ApiState, item: MatchedItem): TrackDto | null {
  const state = { [baseApi.reducerPath]: api } as unknown as RootState;
  if (item.type === 'stem') return trackApi.endpoints.getTrackStems.select(item.mainId)(state).data?.find((stem) => stem.id === item.id) ?? null;
  const data = activityApi.endpoints.getActivityItem.select({ type: 'track', key: String(item.id) })(state).data;
  return data && 'audio_file' in data ? data : null;
}

const selectApi = (state: RootState) => state[baseApi.reducerPath];

/** The cue list of the edit being built: cues in timeline order, the rest listed apart. */
export const selectCueList = createSelector([selectEditCueSheet, selectApi], ({ edit, matches, picked, excluded }, api): CueList => {
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
  const cues = buildCues(edit.clips, (clip) => itemOf(sourceKeyOf(clip))).map((cue): CueView => {
    const track = cachedTrack(api, cue.item);
    const sources = [...new Set(cue.clips.map(sourceKeyOf))];
    return {
      ...cue,
      track,
      title: track ? trackTitle(track, 'full') : '',
      trackCode: track?.track_code ?? '',
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
