import type { ReactNode } from 'react';
import './removable-chip.css';

export interface RemovableChipProps {
  /** The chip's text (clipped with an ellipsis when it does not fit). */
  label: ReactNode;
  /** The × button's accessible name: what removing it takes away. */
  removeLabel: string;
  onRemove: () => void;
  /** Before the label (a play button). */
  leading?: ReactNode;
  /** After the label (a flag such as NO MATCH). */
  trailing?: ReactNode;
  /** Tooltip of the label. */
  title?: string;
  /** The kind of chip, for its colours (`removable-chip--<tone>` classes of the caller's stylesheet). */
  className?: string;
  'data-unmatched'?: boolean;
}

/**
 * A list item that stands for something applied (a search criterion, a reference track) with ×
 * to take it away: one shape and one remove button for every chip among the search criteria.
 */
export function RemovableChip({ label, removeLabel, onRemove, leading, trailing, title, className, ...data }: RemovableChipProps) {
  return (
    <li className={['removable-chip', className].filter(Boolean).join(' ')} title={title} {...data}>
      {leading}
      <span className="removable-chip__label">{label}</span>
      {trailing}
      <button type="button" className="removable-chip__remove" aria-label={removeLabel} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
