import type { RootState } from '@/shared/redux';
import { initialPlayerState, type PlayerState } from '../model/player-slice';
import { toQueue } from '../lib/queue';
import { makeTestTrack } from './test-tracks';

/**
 * For stories and tests only (never imported by the app): a preloaded Redux state with the
 * player in a given state. Tracks point at the mock catalogue's media (track 1's waveform and
 * audio), so the pictures are real and pressing play really plays.
 */
export const storyTracks = [
  makeTestTrack(1, {
    title: 'Midnight Pursuit',
    full_title: 'Midnight Pursuit (Full)',
    album: { id: 61, title: 'Neon Nights Vol. 2', web_url: '/album/61/neon-nights-vol-2' },
    artwork: '/mock-media/artwork/album-61.svg',
    artwork_thumbnail: '/mock-media/artwork/album-61.svg',
    audio_file: { url: '/mock-media/audio/track-1.wav', duration: 154 },
    turn_times: [38, 77, 115],
  }),
  makeTestTrack(2, { title: 'Glass Horizon', audio_file: { url: '/mock-media/audio/track-2.wav', duration: 98 } }),
  makeTestTrack(3, { title: 'Paper Lanterns', audio_file: { url: '/mock-media/audio/track-3.wav', duration: 131 } }),
];

export function playerStoryState(overrides: Partial<PlayerState> = {}, index = 0): Partial<RootState> {
  const track = storyTracks[index];
  const duration = track.audio_file.duration;
  const player: PlayerState = {
    ...initialPlayerState,
    track,
    queue: toQueue(storyTracks),
    now_playing_key: toQueue(storyTracks)[index].key,
    now_playing_index: index,
    description: 'Search Results',
    source: { pathname: '/search', query: '?type=tracks' },
    queue_source: '/search?type=tracks',
    show_player: true,
    is_playing_current_results: true,
    canPlay: true,
    isPlaying: true,
    duration,
    currentTime: duration * 0.36,
    currentPercent: 36,
    ...overrides,
  };
  return { player } as Partial<RootState>;
}
