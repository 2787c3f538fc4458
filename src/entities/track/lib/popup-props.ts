import type { Track } from '../model/track';

/**
 * Props every item popup (add, download, share, requests) receives for a track, version or
 * stem: plain JSON, so it fits the serializable popup state.
 */
export interface TrackPopupProps {
  [key: string]: unknown;
  /** "stem" for a stem, otherwise "track" (a version is a track). */
  type: 'track' | 'stem';
  id: number;
  title: string;
  item: Track;
  /** The download popup offers the stems of the track. */
  include_stems?: boolean;
}

export function trackPopupProps(track: Track, extra: Partial<TrackPopupProps> = {}): TrackPopupProps {
  return {
    type: track.type === 'stem' ? 'stem' : 'track',
    id: track.id,
    title: track.full_title || track.display_title || track.title,
    item: track,
    ...extra,
  };
}
