import type { TrackDto } from '@/shared/api';
import { makeTrack } from '@/entities/track/testing';

/**
 * The track fixture with the player's plain defaults ("Track {id}", its own media URLs, no
 * keywords), so player tests do not depend on the catalogue seed or on the track entity's story
 * texts.
 */
export function makeTestTrack(id: number, overrides: Partial<TrackDto> = {}): TrackDto {
  const type = overrides.type ?? 'track';
  const prefix = type === 'stem' ? 'stem' : 'track';
  const title = overrides.title ?? `Track ${id}`;
  return makeTrack({
    id,
    type,
    title,
    display_title: title,
    full_title: overrides.full_title ?? title,
    album: { id: 1, title: 'Test Album', web_url: '/album/1/test-album' },
    composers: [{ name: 'Jane Doe', pro: 'ASCAP' }],
    publishers: [{ name: '4EM Publishing', pro: 'ASCAP' }],
    audio_file: { url: `/mock-media/audio/${prefix}-${id}.wav`, duration: 120 },
    wave_image: `/mock-media/waveform/${prefix}-${id}.svg`,
    featured_keywords: [],
    full_description: '',
    ...overrides,
  });
}
