import type { TrackDto } from '@/shared/api';

/**
 * A complete track for tests and stories, with overrides. Ids above 900000 never collide with
 * the mock catalogue.
 */
export function makeTrack(overrides: Partial<TrackDto> = {}): TrackDto {
  const id = overrides.id ?? 900001;
  const title = overrides.title ?? 'Midnight Pursuit';
  return {
    id,
    type: 'track',
    title,
    display_title: overrides.display_title ?? title,
    full_title: overrides.full_title ?? `${title} (Full)`,
    web_url: `/search?type=tracks&show_tracks=${id}`,
    album: { id: 900101, title: 'Dark Pulse Vol. 2', web_url: '/album/900101/dark-pulse-vol-2' },
    composers: [{ name: 'Maya Lindqvist', pro: 'ASCAP' }],
    is_traditional_arrangement: false,
    publishers: [{ name: 'Four Elements Publishing', pro: 'ASCAP' }],
    bpm: [120],
    musical_key: ['Dm'],
    turn_times: [],
    audio_file: { url: `/mock-media/audio/track-${id}.wav`, duration: 150 },
    versions: [],
    stems: [],
    num_versions: 0,
    num_stems: 0,
    featured_keywords: ['Tense', 'Driving'],
    artwork: null,
    artwork_thumbnail: null,
    wave_image: `/mock-media/waveform/track-${id}.svg`,
    full_description: 'Relentless pulses and taut strings for chases and countdowns.',
    track_count: 1,
    parent_id: null,
    ...overrides,
  };
}
