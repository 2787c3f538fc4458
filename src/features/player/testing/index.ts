// Fixtures for tests and stories only: ESLint keeps app code from importing a testing segment.
export { FakeAudioEngine } from './fake-audio-engine';
export { makeTestTrack } from './test-tracks';
export { playerStoryState, storyTracks } from './story-state';
// A player state to preload in tests, built as the slice builds it.
export { initialPlayerState } from '../model/player-slice';
export { toQueue } from '../lib/queue';
