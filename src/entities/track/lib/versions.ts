import type { TrackDto, TrackVersionsDto } from '@/shared/api';

/** The versions list a row shows: the main track retitled "Full" first, then its versions. */
export function withFullParent({ parent_track, versions }: TrackVersionsDto): TrackDto[] {
  const full: TrackDto = { ...parent_track, title: 'Full', display_title: 'Full' };
  return [full, ...versions.filter((v) => v.id !== parent_track.id)];
}
