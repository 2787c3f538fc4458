import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { TrackDto } from '@/shared/api';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import type { QueueInput } from '../lib/queue';
import {
  next,
  playTrack,
  previous,
  seek,
  seekToTurn,
  selectIsQueueSource,
  selectPlayerItemState,
  selectSelectedTrack,
  setVolume,
  toggleMute,
  togglePlay,
  type PlayerItemRef,
  type PlayerItemState,
  type PlaySourceInput,
} from './player-slice';

/** How the player sees one item: selected, playing, loading (spinner) or failed. */
export function usePlayerItemState(item: PlayerItemRef): PlayerItemState {
  return useAppSelector((state) => selectPlayerItemState(state, item), shallowEqual);
}

/** True while the queue playing came from `queueSource` (e.g. "project:{uuid}"): the play indicator. */
export function useIsQueueSource(queueSource: string): boolean {
  return useAppSelector((state) => selectIsQueueSource(state, queueSource));
}

export interface TurnContext {
  queue?: readonly QueueInput[];
  source?: PlaySourceInput;
  description?: string;
}

/**
 * Returns `(time, track?)`: seek the selected track to a turn time, or start `track` there when it
 * is not the one playing ("PLAY TURN n").
 */
export function useSeekToTurn(context: TurnContext = {}) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedTrack);
  const { queue, source, description } = context;
  return useCallback(
    (time: number, track?: TrackDto) => {
      if (!track || (selected && selected.id === track.id && selected.type === track.type)) {
        dispatch(seekToTurn(time));
        return;
      }
      const duration = track.audio_file?.duration ?? 0;
      if (!(time > 0 && time < duration)) return;
      dispatch(playTrack({ track, queue: queue ?? [track], source, description, startTime: time }));
    },
    [dispatch, selected, queue, source, description],
  );
}

/** Bound player commands for controls. */
export function usePlayerControls() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      togglePlay: () => dispatch(togglePlay()),
      next: () => dispatch(next()),
      previous: () => dispatch(previous()),
      seek: (fraction: number) => dispatch(seek(fraction)),
      setVolume: (volume: number) => dispatch(setVolume(volume)),
      toggleMute: () => dispatch(toggleMute()),
    }),
    [dispatch],
  );
}
