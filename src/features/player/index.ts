export {
  playerSlice,
  initialPlayerState,
  playTrack,
  togglePlay,
  play,
  pause,
  next,
  previous,
  seek,
  seekToTurn,
  setVolume,
  mute,
  unmute,
  toggleMute,
  resetPlayer,
  setPlayingCurrentResults,
  selectPlayer,
  selectSelectedTrack,
  selectQueue,
  selectIsPlaying,
  selectCanPlay,
  selectPlayerError,
  selectShowPlayer,
  selectVolume,
  selectIsMuted,
  selectCurrentTime,
  selectCurrentPercent,
  selectDuration,
  selectNowPlayingIndex,
  selectQueueSource,
  selectPlayerDescription,
  selectCanGoNext,
  selectCanGoPrevious,
  selectIsQueueSource,
  selectPlayerItemState,
  PLAYER_LOAD_ERROR,
  MAX_SEEK_FRACTION,
  type PlayerState,
  type PlayerSource,
  type PlayTrackPayload,
  type PlaySourceInput,
  type PlayerItemState,
  type PlayerItemRef,
} from './model/player-slice';
export { playerSaga, createPlayerSaga, type PlayerSagaOptions } from './model/player-saga';
export { playerSagaOnDemand } from './model/player-saga-on-demand';
export { usePlayerItemState, useIsQueueSource, useSeekToTurn, usePlayerControls } from './model/use-player';
export { type AudioEngine, type AudioEngineEvent } from './lib/audio-engine';
export { type QueueEntry, type QueueInput } from './lib/queue';
export { formatTime } from './lib/format-time';
export { PlayOverlay, type PlayOverlayProps } from './ui/play-overlay';
export { Waveform, clampWaveFraction, type WaveformProps } from './ui/waveform';
export { PlayerWaveform, type PlayerWaveformProps } from './ui/player-waveform';
export { PlayerTurnLinks, type PlayerTurnLinksProps } from './ui/player-turn-links';
export {
  PlayIcon,
  PauseIcon,
  PreviousIcon,
  NextIcon,
  VolumeIcon,
  MutedIcon,
  MoreIcon,
  ChevronUpIcon,
  type PlayerIconProps,
} from './ui/player-icons';
