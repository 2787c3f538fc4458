import type { TrackDto } from '@/shared/api';
import { Spinner } from '@/shared/ui/spinner';
import { usePlayItem, type PlayItemContext } from '../model/use-play-item';
import { usePlayerItemState } from '../model/use-player';
import { PauseIcon, PlayIcon } from './player-icons';
import './play-overlay.css';
import { trackTitle } from '@/entities/track';

export interface PlayOverlayProps extends PlayItemContext {
  track: TrackDto;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The play control over an item: play/pause, a white spinner while the selected item cannot play
 * yet, and nothing when the player reports an error for it.
 */
export function PlayOverlay({ track, queue, queueKey, source, description, size = 'md', className }: PlayOverlayProps) {
  const playItem = usePlayItem();
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

  const onClick = () => playItem(track, { queue, queueKey, source, description });

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
