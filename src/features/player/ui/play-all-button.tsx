import { useLocation } from 'react-router-dom';
import type { TrackDto } from '@/shared/api';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { Button } from '@/shared/ui/button';
import { playTrack, selectIsPlaying, togglePlay } from '../model/player-slice';
import { useIsQueueSource } from '../model/use-player';
import { PauseIcon, PlayIcon } from './player-icons';
import './play-all-button.css';

export interface PlayAllButtonProps {
  /** The page's list, played from its first track (the queue the list's own play buttons use). */
  tracks: readonly TrackDto[];
  /** Shown in the player bar, as for the list's rows ("Album: Stingers & Transitions"). */
  description?: string;
  /** What is played, for the button's name: "the album Stingers & Transitions" (read "Play the album …"). */
  name: string;
}

/**
 * PLAY: plays the page's list from its first track. While the player's queue is this page's list
 * (started here or from one of its rows) it pauses and resumes instead of starting over.
 */
export function PlayAllButton({ tracks, description, name }: PlayAllButtonProps) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  // The list's rows name their queue by the page they are on; so does this button.
  const fromHere = useIsQueueSource(`${pathname}${search}`);
  const playing = useAppSelector(selectIsPlaying) && fromHere;
  const first = tracks[0];

  const onClick = () => {
    if (fromHere) dispatch(togglePlay());
    else if (first) dispatch(playTrack({ track: first, queue: tracks, source: { pathname, query: search }, description, fraction: 0 }));
  };

  return (
    <Button
      className="play-all"
      onClick={onClick}
      disabled={!first}
      aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}
      data-state={playing ? 'playing' : fromHere ? 'paused' : 'idle'}
    >
      {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      {playing ? 'Pause' : 'Play'}
    </Button>
  );
}
