import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clamp } from '../lib/queue';
import { formatTime } from '@/shared/lib/format-time';
import { MAX_SEEK_FRACTION } from '../model/player-slice';
import './waveform.css';

export interface WaveformProps {
  /** The track's wave_image; a plain bar stands in when absent. */
  src?: string | null;
  /** Played fraction, 0..1 (shown clamped to 0..0.999). */
  fraction: number;
  /** Seconds, for the spoken value and the arrow-key step. */
  duration: number;
  /** Seek to a fraction (already clamped to 0..0.999). */
  onSeek: (fraction: number) => void;
  /** Accessible name of the seek slider. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const KEY_STEP_SECONDS = 5;
const PAGE_STEP = 0.1;

/** Clamp a played/seek fraction to the waveform's range (0 through 0.999). */
export function clampWaveFraction(value: number): number {
  return clamp(value, 0, MAX_SEEK_FRACTION);
}

/**
 * A waveform seek slider: the wave image tinted up to the playhead, a draggable position bar,
 * click or drag to seek, arrow keys (5 s), Page Up/Down (10 %), Home/End.
 */
export function Waveform({ src, fraction, duration, onSeek, label = 'Seek', disabled = false, className }: WaveformProps) {
  const filterId = `waveform-tint-${useId().replace(/:/g, '')}`;
  const ref = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const shown = clampWaveFraction(drag ?? fraction);
  const percent = shown * 100;
  const knownDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;

  const fractionAt = (clientX: number) => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return 0;
    return clampWaveFraction((clientX - rect.left) / rect.width);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(fractionAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag == null) return;
    setDrag(fractionAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag == null) return;
    const value = fractionAt(event.clientX);
    setDrag(null);
    onSeek(value);
  };
  const onPointerCancel = () => setDrag(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = knownDuration > 0 ? KEY_STEP_SECONDS / knownDuration : 0.01;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = shown + step;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = shown - step;
        break;
      case 'PageUp':
        next = shown + PAGE_STEP;
        break;
      case 'PageDown':
        next = shown - PAGE_STEP;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = MAX_SEEK_FRACTION;
        break;
      default:
        return;
    }
    event.preventDefault();
    onSeek(clampWaveFraction(next));
  };

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${formatTime(shown * knownDuration)} of ${formatTime(knownDuration)}`}
      aria-disabled={disabled || undefined}
      className={['waveform', drag != null ? 'waveform--dragging' : '', src ? '' : 'waveform--plain', className ?? ''].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <svg className="waveform__defs" width="0" height="0" aria-hidden="true" focusable="false">
        <filter id={filterId} colorInterpolationFilters="sRGB">
          <feFlood floodColor="#ffcf43" />
          <feComposite in2="SourceAlpha" operator="in" />
        </filter>
      </svg>
      {src ? (
        <>
          <img className="waveform__image" src={src} alt="" width={600} height={48} draggable={false} />
          <img
            className="waveform__image waveform__image--played"
            src={src}
            alt=""
            width={600}
            height={48}
            draggable={false}
            style={{ filter: `url(#${filterId})`, clipPath: `inset(0 ${100 - percent}% 0 0)` }}
          />
        </>
      ) : (
        <span className="waveform__line">
          <span className="waveform__line-played" style={{ width: `${percent}%` }} />
        </span>
      )}
      <span className="waveform__position" style={{ left: `${percent}%` }} aria-hidden="true">
        <span className="waveform__handle" />
      </span>
    </div>
  );
}
