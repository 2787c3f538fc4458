import type { PersonDto } from '@/shared/api';
import { formatPerson } from './format';

function tracksSearch(params: Record<string, string>): string {
  return `/search?${new URLSearchParams({ type: 'tracks', ...params }).toString()}`;
}

/** The keyword a composer is searched by: "{composer name} ({pro})". */
export function composerKeyword(composer: PersonDto): string {
  return formatPerson(composer);
}

/** Tracks by this composer: keywords_include="{name} ({pro})". */
export function composerSearchHref(composer: PersonDto): string {
  return tracksSearch({ keywords_include: composerKeyword(composer) });
}

/** Tracks at this BPM. */
export function bpmSearchHref(bpm: number | string): string {
  return tracksSearch({ bpm: String(bpm) });
}

/** Tracks in this key. */
export function keySearchHref(key: string): string {
  return tracksSearch({ key });
}

/**
 * "Go to track": the tracks search with this item's track shown first. A version goes to its own
 * id (a track id: shown under its main track with the versions open), so the row the user acted on
 * is the one shown. A stem goes to the track it belongs to: stem ids are not track ids, so its own
 * id would pin whichever track has that number. A stem whose track is not known goes by its own id
 * as `stem`, which puts its main track first with the stem highlighted.
 */
export function goToTrackHref(track: { id: number; type?: string; parent_id?: number | null }): string {
  if (track.type !== 'stem') return tracksSearch({ show_tracks: String(track.id) });
  return track.parent_id != null ? tracksSearch({ show_tracks: String(track.parent_id) }) : tracksSearch({ stem: String(track.id) });
}

/** Whether "Find similar" can name a track: a stem only through its main track. */
export function canFindSimilar(track: { type: string; parent_id?: number | null }): boolean {
  return track.type !== 'stem' || track.parent_id != null;
}

/** "Find similar": tracks similar to this one (a stem: to its main track). */
export function findSimilarHref(track: { id: number; type: string; parent_id?: number | null }): string {
  const id = track.type === 'stem' && track.parent_id != null ? track.parent_id : track.id;
  return tracksSearch({ similar_to: String(id) });
}
