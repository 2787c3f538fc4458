import { formatTime } from '@/shared/lib/format-time';
import { visibleTurnTimes } from '../lib/turn-times';
import './turn-links.css';

export interface TurnLinksProps {
  turnTimes: readonly number[] | null | undefined;
  /** Audio duration in seconds; turns at or past it are not offered. */
  duration: number;
  /** Seek (starting the track if needed) to a turn, in seconds. */
  onSeekTurn: (time: number) => void;
  /** Names the track in the buttons' accessible names. */
  trackTitle?: string;
  className?: string;
}

/** "PLAY TURN n" for every turn time that is non-zero and shorter than the duration. */
export function TurnLinks({ turnTimes, duration, onSeekTurn, trackTitle, className }: TurnLinksProps) {
  const turns = visibleTurnTimes(turnTimes, duration);
  if (turns.length === 0) return null;
  return (
    <ul className={['turn-links', className].filter(Boolean).join(' ')} aria-label={trackTitle ? `Turns in ${trackTitle}` : 'Turns'}>
      {turns.map((time, index) => (
        <li key={`${time}-${index}`}>
          <button
            type="button"
            className="turn-links__button"
            title={`Play from ${formatTime(time)}`}
            onClick={() => onSeekTurn(time)}
          >
            PLAY TURN {index + 1}
          </button>
        </li>
      ))}
    </ul>
  );
}
