import type { TrackDto } from '@/shared/api';
import { useAppRouter } from '@/shared/lib/router';
import { useAppDispatch } from '@/shared/redux';
import { Spinner } from '@/shared/ui/spinner';
import type { QueueInput } from '../lib/queue';
import { playTrack, togglePlay, type PlaySourceInput } from '../model/player-slice';
import { usePlayerItemState } from '../model/use-player';
import { PauseIcon, PlayIcon } from './player-icons';
import './play-overlay.css';
import { trackTitle } from '@/entities/track';

export interface PlayOverlayProps {
  track: TrackDto;
  /** The list the track is shown in: the play queue (default: just this track). */
  queue?: readonly QueueInput[];
  /** Key of this entry in `queue` when the same track is listed twice. */
  queueKey?: string;
  /** Where the list lives (default: the current page), or an id such as "project:{uuid}". */
  source?: PlaySourceInput;
  /** Shown in the player bar (default "Browsing Tracks"). */
  description?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The play control over an item: play/pause, a white spinner while the selected item cannot play
 * yet, and nothing when the player reports an error for it.
 */
export function PlayOverlay({ track, queue, queueKey, source, description, size = 'md', className }: PlayOverlayProps) {
  const dispatch = useAppDispatch();
  // Read at the click, not rendered: a play button in every row must not re-render on each navigation.
  const router = useAppRouter();
  const { isSelected, isPlaying, isLoading, hasError } = usePlayerItemState(track);
  const title = trackTitle(track, 'full');
  const classes = ['play-overlay', `play-overlay--${size}`, className].filter(Boolean).join(' ');

  if (isSelected && hasError) return null;
  if (isSelected && isLoading) {
    return (
      <span className={`${classes} play-overlay--loading`}>
        <Spinner width={30} color="#fff" label={`Loading ${title}`} />
      </span>
    );
  }

  const onClick = () => {
    if (isSelected) {
      dispatch(togglePlay());
      return;
    }
    const location = router.location();
    const here = { pathname: location.pathname, query: location.search };
    const resolvedSource = typeof source === 'string' ? { ...here, id: source } : { ...here, ...source };
    dispatch(playTrack({ track, queue: queue ?? [track], key: queueKey, source: resolvedSource, description }));
  };

  const playing = isSelected && isPlaying;
  return (
    <button
      type="button"
      className={classes}
      aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
      title={`${playing ? 'Pause' : 'Play'} ${title}`}
      data-state={playing ? 'playing' : isSelected ? 'paused' : 'idle'}
      onClick={onClick}
    >
      {playing ? <PauseIcon size={size === 'sm' ? 14 : 18} /> : <PlayIcon size={size === 'sm' ? 14 : 18} />}
    </button>
  );
}
