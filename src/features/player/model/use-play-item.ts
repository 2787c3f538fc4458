import { useCallback } from 'react';
import type { TrackDto } from '@/shared/api';
import { useAppRouter } from '@/shared/lib/router';
import { useAppDispatch, useAppStore } from '@/shared/redux';
import type { QueueInput } from '../lib/queue';
import { playTrack, selectPlayerItemState, togglePlay, type PlaySourceInput } from './player-slice';

export interface PlayItemContext {
  /** The list the item is shown in: the play queue (default: just this item). */
  queue?: readonly QueueInput[];
  /** Key of this entry in `queue` when the same track is listed twice. */
  queueKey?: string;
  /** Where the list lives (default: the current page), or an id such as "project:{uuid}". */
  source?: PlaySourceInput;
  /** Shown in the player bar (default "Browsing Tracks"). */
  description?: string;
}

/**
 * Playing an item of a list, the one way its play button and the Enter key do it: the selected
 * item pauses or resumes (a failed one loads again); any other starts, with its list as the queue.
 * The page and the player are read at the press, so a row holding this re-renders for neither.
 */
export function usePlayItem() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const store = useAppStore();
  return useCallback(
    (track: TrackDto, { queue, queueKey, source, description }: PlayItemContext = {}) => {
      if (selectPlayerItemState(store.getState(), track).isSelected) {
        dispatch(togglePlay());
        return;
      }
      const location = router.location();
      const here = { pathname: location.pathname, query: location.search };
      const resolvedSource = typeof source === 'string' ? { ...here, id: source } : { ...here, ...source };
      dispatch(playTrack({ track, queue: queue ?? [track], key: queueKey, source: resolvedSource, description }));
    },
    [dispatch, router, store],
  );
}
