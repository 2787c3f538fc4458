import { useId } from 'react';
import { FRAME_RATES, formatFrameRate, type FrameRate } from '@/entities/edit';

const keyOf = (rate: FrameRate) => `${rate.timebase}-${rate.ntsc ? 'ntsc' : 'whole'}-${rate.dropFrame ? 'df' : 'ndf'}`;

/** A frame rate as people say it ("29.97 fps drop-frame"), from the edit's own name for it ("29.97 DF"). */
export function rateLabel(rate: FrameRate): string {
  const [fps, counting] = formatFrameRate(rate).split(' ');
  if (counting === 'DF') return `${fps} fps drop-frame`;
  if (counting === 'NDF') return `${fps} fps non-drop`;
  return `${fps} fps`;
}

/**
 * The frame rate EDLs were cut at: an EDL does not state it (only drop-frame or not), so the rate
 * it was read at is shown and the person can set another; the files are then read again.
 */
export function EdlRateSelect({ rate, onChange, disabled }: { rate: FrameRate; onChange: (rate: FrameRate) => void; disabled?: boolean }) {
  const id = useId();
  // The rates an edit can be read at; the one it was read at is always among the choices.
  const rates = FRAME_RATES.some((entry) => keyOf(entry) === keyOf(rate)) ? FRAME_RATES : [rate, ...FRAME_RATES];
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
          const chosen = rates.find((entry) => keyOf(entry) === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {rates.map((entry) => (
          <option key={keyOf(entry)} value={keyOf(entry)}>
            {rateLabel(entry)}
          </option>
        ))}
      </select>
      <p className="edit-rate__hint" id={`${id}-hint`}>
        EDLs don’t say their frame rate: set the one the sequence was cut at and the timecodes are read again.
      </p>
    </div>
  );
}
