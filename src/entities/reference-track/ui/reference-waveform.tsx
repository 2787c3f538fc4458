import './reference-waveform.css';

export interface ReferenceWaveformProps {
  /** Loudness per slice, 0..1. */
  levels: readonly number[];
  label: string;
  className?: string;
}

/** The file's waveform: mirrored bars of its loudness, stretched to the box. */
export function ReferenceWaveform({ levels, label, className }: ReferenceWaveformProps) {
  const width = Math.max(1, levels.length) * 4;
  const mid = 50;
  let path = '';
  levels.forEach((level, i) => {
    const half = Math.max(0.75, Math.min(1, level) * (mid - 2));
    path += `M${i * 4} ${(mid - half).toFixed(1)}h3v${(half * 2).toFixed(1)}h-3z`;
  });
  return (
    <svg
      className={['reference-waveform', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <path d={path} />
    </svg>
  );
}
