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
 * "Go to track": the track highlighted (and its versions opened) on the tracks search. A version
 * goes to its main track; a stem goes to its main track with the stem highlighted.
 */
export function goToTrackHref(track: { id: number; type: string; parent_id?: number | null }): string {
  if (track.type === 'stem' && track.parent_id != null) {
    return tracksSearch({ show_tracks: String(track.parent_id), stem: String(track.id) });
  }
  if (track.type === 'version' && track.parent_id != null) {
    return tracksSearch({ show_tracks: String(track.parent_id) });
  }
  return tracksSearch({ show_tracks: String(track.id) });
}

/** "Find similar": tracks similar to this one. */
export function findSimilarHref(track: { id: number; type: string; parent_id?: number | null }): string {
  const id = track.type === 'stem' && track.parent_id != null ? track.parent_id : track.id;
  return tracksSearch({ similar_to: String(id) });
}
