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
 * "Go to track": the tracks search with this item shown first. A version or stem goes to its own
 * id, so the row the user acted on is the one shown.
 */
export function goToTrackHref(track: { id: number }): string {
  return tracksSearch({ show_tracks: String(track.id) });
}

/** "Find similar": tracks similar to this one. */
export function findSimilarHref(track: { id: number; type: string; parent_id?: number | null }): string {
  const id = track.type === 'stem' && track.parent_id != null ? track.parent_id : track.id;
  return tracksSearch({ similar_to: String(id) });
}
