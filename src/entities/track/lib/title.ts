import type { TrackDto } from '@/shared/api';

/**
 * Which name a track, version or stem goes by. `display`: in a list where the row's context says
 * the rest (search results, an album, a track's versions). `full`: where the item stands alone and
 * must say which version or stem it is (the player, popups, the system's media controls).
 */
export type TrackTitleForm = 'display' | 'full';

/** The one track-title rule: the asked-for form, falling back to the next name the server gave. */
export function trackTitle(
  track: Pick<TrackDto, 'title' | 'display_title'> & Partial<Pick<TrackDto, 'full_title'>>,
  form: TrackTitleForm = 'display',
): string {
  return form === 'full' ? track.full_title || track.display_title || track.title : track.display_title || track.title;
}
