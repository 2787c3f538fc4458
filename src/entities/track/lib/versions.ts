import type { TrackDto, TrackVersionsDto } from '@/shared/api';
import { trackTitle } from './title';

/**
 * Versions and stems name their main track (`parent_id`: the player finds them in a queue by it,
 * "Go to track" and the item menu name it). A server may leave that field out (the spec does not
 * show it); the answer still says whose they are, as they were asked for that track.
 */
export function withParent<T extends Pick<TrackDto, 'parent_id'>>(items: readonly T[], parentId: number): T[] {
  return items.map((item) => (item.parent_id == null ? { ...item, parent_id: parentId } : item));
}

/** The versions list a row shows: the main track retitled "Full" first, then its versions. */
export function withFullParent({ parent_track, versions }: TrackVersionsDto): TrackDto[] {
  const full: TrackDto = { ...parent_track, title: 'Full', display_title: 'Full' };
  return [full, ...withParent(versions.filter((v) => v.id !== parent_track.id), parent_track.id)];
}

/**
 * The short name of a version or stem under its main track: a stem's part ("Drums"), a version's
 * mix ("60 sec" out of "Midnight Run (60 sec)"), "Full" for the main track's entry.
 */
export function subItemTitle(item: Pick<TrackDto, 'type' | 'title' | 'display_title'>): string {
  if (item.type === 'stem') return item.title || item.display_title;
  const prefix = `${item.title} (`;
  if (item.display_title.startsWith(prefix) && item.display_title.endsWith(')')) {
    return item.display_title.slice(prefix.length, -1) || item.display_title;
  }
  return trackTitle(item);
}
