import { useId } from 'react';
import type { FrameRate } from '@/entities/edit';

const RATES: { label: string; rate: FrameRate }[] = [
  { label: '23.976 fps', rate: { timebase: 24, ntsc: true, dropFrame: false } },
  { label: '24 fps', rate: { timebase: 24, ntsc: false, dropFrame: false } },
  { label: '25 fps', rate: { timebase: 25, ntsc: false, dropFrame: false } },
  { label: '29.97 fps drop-frame', rate: { timebase: 30, ntsc: true, dropFrame: true } },
  { label: '29.97 fps non-drop', rate: { timebase: 30, ntsc: true, dropFrame: false } },
  { label: '30 fps', rate: { timebase: 30, ntsc: false, dropFrame: false } },
  { label: '50 fps', rate: { timebase: 50, ntsc: false, dropFrame: false } },
  { label: '59.94 fps drop-frame', rate: { timebase: 60, ntsc: true, dropFrame: true } },
  { label: '59.94 fps non-drop', rate: { timebase: 60, ntsc: true, dropFrame: false } },
];

const keyOf = (rate: FrameRate) => `${rate.timebase}-${rate.ntsc ? 'ntsc' : 'whole'}-${rate.dropFrame ? 'df' : 'ndf'}`;

/** A frame rate as people say it ("29.97 fps drop-frame"). */
export function rateLabel(rate: FrameRate): string {
  return RATES.find((entry) => keyOf(entry.rate) === keyOf(rate))?.label ?? `${rate.timebase} fps`;
}

/**
 * The frame rate EDLs were cut at: an EDL does not state it (only drop-frame or not), so the rate
 * it was read at is shown and the person can set another; the files are then read again.
 */
export function EdlRateSelect({ rate, onChange, disabled }: { rate: FrameRate; onChange: (rate: FrameRate) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="edit-rate">
      <label className="edit-rate__label" htmlFor={id}>
        EDL frame rate
      </label>
      <select
        id={id}
        className="edit-rate__select"
        value={keyOf(rate)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = RATES.find((entry) => keyOf(entry.rate) === event.target.value);
          if (chosen) onChange(chosen.rate);
        }}
      >
        {RATES.map((entry) => (
          <option key={keyOf(entry.rate)} value={keyOf(entry.rate)}>
            {entry.label}
          </option>
        ))}
      </select>
      <p className="edit-rate__hint" id={`${id}-hint`}>
        EDLs don’t say their frame rate: set the one the sequence was cut at and the timecodes are read again.
      </p>
    </div>
  );
}
