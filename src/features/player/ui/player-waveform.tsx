import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { seek, selectCurrentPercent, selectDuration, selectPlayerError, selectSelectedTrack } from '../model/player-slice';
import { Waveform } from './waveform';
import { trackTitle } from '@/entities/track';

export interface PlayerWaveformProps {
  className?: string;
}

/** The selected track's waveform, seeking the player. */
export function PlayerWaveform({ className }: PlayerWaveformProps) {
  const dispatch = useAppDispatch();
  const track = useAppSelector(selectSelectedTrack);
  const percent = useAppSelector(selectCurrentPercent);
  const duration = useAppSelector(selectDuration);
  const error = useAppSelector(selectPlayerError);
  if (!track) return null;
  const title = trackTitle(track, 'full');
  return (
    <Waveform
      className={className}
      src={track.wave_image}
      fraction={percent / 100}
      duration={duration}
      label={`Seek ${title}`}
      disabled={error != null}
      onSeek={(fraction) => dispatch(seek(fraction))}
    />
  );
}
