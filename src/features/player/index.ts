export {
  playTrack,
  selectPlayer,
  selectSelectedTrack,
  selectQueue,
  selectIsPlaying,
  selectShowPlayer,
  selectCurrentTime,
  selectDuration,
  selectPlayerDescription,
  selectCanGoNext,
  selectCanGoPrevious,
  selectSounding,
  referencePlayToggled,
  type Sounding,
} from './model/player-slice';
export type { QueueEntry } from './lib/queue';
export { createPlayerSaga } from './model/player-saga';
export { playerSagaOnDemand } from './model/player-saga-on-demand';
// useIsQueueSource: the play indicator of a queue's source (a project in the user sidebar).
export { usePlayerControls, useIsQueueSource } from './model/use-player';
// usePlayItem: a list's Enter key plays its row the way the row's play button does.
export { usePlayItem, type PlayItemContext } from './model/use-play-item';
export { PlayOverlay, type PlayOverlayProps } from './ui/play-overlay';
export { PlayAllButton } from './ui/play-all-button';
export { PlayerWaveform } from './ui/player-waveform';
export { PlayerTurnLinks } from './ui/player-turn-links';
export { ReferenceAbButton, ReferencePlayButton } from './ui/reference-controls';
export {
  PlayIcon,
  PauseIcon,
  PreviousIcon,
  NextIcon,
  VolumeIcon,
  MutedIcon,
  MoreIcon,
  ChevronUpIcon,
} from './ui/player-icons';
export { referenceAbToggled } from './model/reference-ab-toggled';
