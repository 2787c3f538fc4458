import type { CSSProperties } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import './spinner.css';

export const SPINNER_DEFAULTS = {
  color: '#ffcf43',
  width: 96,
  strokeWidth: 5,
  /** Seconds per turn. */
  duration: 0.75,
} as const;

export interface SpinnerProps {
  /** Stroke colour (default the accent #ffcf43). */
  color?: string;
  /** Outer size in px (default 96). */
  width?: number;
  /** Ring thickness in the 50-unit view box (default 5). */
  strokeWidth?: number;
  /** Seconds per turn (default 0.75). */
  duration?: number;
  /** What is loading, in words: the status's name and its (visually hidden) text. */
  label?: string;
  className?: string;
}

/**
 * A rotating ring. A polite status whose text is the label (visually hidden), so screen readers
 * announce what is loading, not only that something spins.
 */
export function Spinner({
  color = SPINNER_DEFAULTS.color,
  width = SPINNER_DEFAULTS.width,
  strokeWidth = SPINNER_DEFAULTS.strokeWidth,
  duration = SPINNER_DEFAULTS.duration,
  label = 'Loading',
  className,
}: SpinnerProps) {
  const radius = 25 - strokeWidth / 2 - 1;
  const circumference = 2 * Math.PI * radius;
  const style = { '--spinner-duration': `${duration}s` } as CSSProperties;
  return (
    <span role="status" aria-label={label} className={['spinner', className].filter(Boolean).join(' ')} style={style}>
      <svg className="spinner__svg" width={width} height={width} viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle
          cx="25"
          cy="25"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={`${circumference * 0.7} ${circumference}`}
        />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
