import type { ChangeEvent, CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import {
  MutedIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  usePlayerControls,
  VolumeIcon,
} from '@/features/player';
import { formatTime } from '@/shared/lib/format-time';
import type { TrackDto } from '@/shared/api';
import { Artwork } from '@/shared/ui/artwork';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import type { PlayerBarState } from '../model/use-player-bar';
import { trackTitle } from '@/entities/track';

/** The reference track in the bar while it is heard: its file name where the track's title was. */
export function NowHearingReference({ name }: { name: string }) {
  return (
    <div className="player-bar__now player-bar__now--reference">
      <span className="player-bar__art player-bar__art--reference" aria-hidden="true">
        REF
      </span>
      <div className="player-bar__meta">
        <span className="player-bar__description">Reference track</span>
        <span className="player-bar__title" title={name}>
          {name}
        </span>
      </div>
    </div>
  );
}

export function NowPlaying({ track, description }: { track: TrackDto; description: string }) {
  const title = trackTitle(track, 'full');
  return (
    <div className="player-bar__now">
      <Artwork className="player-bar__art" src={track.artwork_thumbnail ?? track.artwork} alt="" size={44} loading="eager" />
      <div className="player-bar__meta">
        <span className="player-bar__description">{description}</span>
        <span className="player-bar__title" title={title}>
          {title}
        </span>
        {track.album?.web_url ? (
          <Link className="player-bar__album" to={track.album.web_url} title={track.album.title}>
            {track.album.title}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function PlayPauseButton({ state, size = 'md' }: { state: PlayerBarState; size?: 'md' | 'lg' }) {
  const { togglePlay } = usePlayerControls();
  const loading = !state.canPlay && !state.error;
  const label = state.isPlaying ? 'Pause' : 'Play';
  return (
    <button
      type="button"
      className={`player-bar__play player-bar__play--${size}`}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      onClick={togglePlay}
    >
      {loading && !state.isPlaying ? (
        <Spinner width={size === 'lg' ? 30 : 24} color="#111" label="Loading" />
      ) : state.isPlaying ? (
        <PauseIcon size={size === 'lg' ? 24 : 18} />
      ) : (
        <PlayIcon size={size === 'lg' ? 24 : 18} />
      )}
    </button>
  );
}

export function Transport({ state, size = 'md' }: { state: PlayerBarState; size?: 'md' | 'lg' }) {
  const { next, previous } = usePlayerControls();
  const iconSize = size === 'lg' ? 22 : 18;
  return (
    <div className="player-bar__transport" role="group" aria-label="Playback">
      <button type="button" className="player-bar__skip" aria-label="Previous track" title="Previous track" disabled={!state.canGoPrevious} onClick={previous}>
        <PreviousIcon size={iconSize} />
      </button>
      <PlayPauseButton state={state} size={size} />
      <button type="button" className="player-bar__skip" aria-label="Next track" title="Next track" disabled={!state.canGoNext} onClick={next}>
        <NextIcon size={iconSize} />
      </button>
    </div>
  );
}

export function Elapsed({ seconds }: { seconds: number }) {
  return (
    <span className="player-bar__time" role="timer" aria-label="Elapsed time">
      {formatTime(seconds)}
    </span>
  );
}

export function Duration({ seconds }: { seconds: number }) {
  return (
    <span className="player-bar__time player-bar__time--total">
      <VisuallyHidden>Duration </VisuallyHidden>
      {formatTime(seconds)}
    </span>
  );
}

/** Volume on a 0..100 slider with a mute toggle. */
export function VolumeControl({ state }: { state: PlayerBarState }) {
  const { setVolume, toggleMute } = usePlayerControls();
  const value = state.muted ? 0 : Math.round(state.volume * 100);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setVolume(Number(event.target.value) / 100);
  const silent = state.muted || state.volume === 0;
  return (
    <div className="player-bar__volume">
      <button
        type="button"
        className="player-bar__mute"
        aria-label={state.muted ? 'Unmute' : 'Mute'}
        title={state.muted ? 'Unmute' : 'Mute'}
        aria-pressed={state.muted}
        onClick={toggleMute}
      >
        {silent ? <MutedIcon size={18} /> : <VolumeIcon size={18} />}
      </button>
      <input
        className="player-bar__range player-bar__range--volume"
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-label="Volume"
        aria-valuetext={`${value}%`}
        style={{ '--range-fill': `${value}%` } as CSSProperties}
        onChange={onChange}
      />
    </div>
  );
}

/** Seek on a 0..100 slider (the mobile panel; the desktop bar seeks on the waveform). */
export function SeekSlider({ state }: { state: PlayerBarState }) {
  const { seek } = usePlayerControls();
  const value = Math.round(state.currentPercent);
  return (
    <input
      className="player-bar__range player-bar__range--seek"
      type="range"
      min={0}
      max={100}
      step={1}
      value={value}
      disabled={state.error != null}
      aria-label="Seek"
      aria-valuetext={`${formatTime(state.currentTime)} of ${formatTime(state.duration)}`}
      style={{ '--range-fill': `${value}%` } as CSSProperties}
      onChange={(event) => seek(Number(event.target.value) / 100)}
    />
  );
}
