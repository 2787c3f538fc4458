import type { TrackDto } from '@/shared/api';

/**
 * A complete TrackDto for tests and stories of the player (only the fields the player reads
 * matter). Kept beside the player so its tests do not depend on the catalogue seed.
 */
export function makeTestTrack(id: number, overrides: Partial<TrackDto> = {}): TrackDto {
  const type = overrides.type ?? 'track';
  const prefix = type === 'stem' ? 'stem' : 'track';
  const title = overrides.title ?? `Track ${id}`;
  return {
    id,
    type,
    title,
    display_title: title,
    full_title: overrides.full_title ?? title,
    web_url: `/search?type=tracks&show_tracks=${id}`,
    album: { id: 1, title: 'Test Album', web_url: '/album/1/test-album' },
    composers: [{ name: 'Jane Doe', pro: 'ASCAP' }],
    is_traditional_arrangement: false,
    publishers: [{ name: '4EM Publishing', pro: 'ASCAP' }],
    bpm: [120],
    musical_key: ['Dm'],
    turn_times: [],
    audio_file: { url: `/mock-media/audio/${prefix}-${id}.wav`, duration: 120 },
    versions: [],
    stems: [],
    num_versions: 0,
    num_stems: 0,
    featured_keywords: [],
    artwork: null,
    artwork_thumbnail: null,
    wave_image: `/mock-media/waveform/${prefix}-${id}.svg`,
    full_description: '',
    track_count: 1,
    parent_id: null,
    ...overrides,
  };
}
