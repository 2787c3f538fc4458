import type { TrackDto } from '@/shared/api';
import { trackTitle, TurnLinks } from '@/entities/track';
import { useAppSelector } from '@/shared/redux';
import type { QueueInput } from '../lib/queue';
import { selectPlayer, type PlaySourceInput } from '../model/player-slice';
import { useSeekToTurn } from '../model/use-player';

export interface PlayerTurnLinksProps {
  track: TrackDto;
  /** The list the track is shown in (its play queue when the turn starts it). */
  queue?: readonly QueueInput[];
  source?: PlaySourceInput;
  description?: string;
  className?: string;
}

/** "PLAY TURN n" links that seek the player (starting the track when it is not the one selected). */
export function PlayerTurnLinks({ track, queue, source, description, className }: PlayerTurnLinksProps) {
  const seekToTurn = useSeekToTurn({ queue, source, description });
  const duration = useAppSelector((state) => {
    const player = selectPlayer(state);
    const selected = player.track != null && player.track.id === track.id && player.track.type === track.type;
    return selected && player.duration > 0 ? player.duration : (track.audio_file?.duration ?? 0);
  });
  return (
    <TurnLinks
      className={className}
      turnTimes={track.turn_times}
      duration={duration}
      trackTitle={trackTitle(track, 'full')}
      onSeekTurn={(time) => seekToTurn(time, track)}
    />
  );
}
