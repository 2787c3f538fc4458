import type { ReactNode } from 'react';
import type { ReferenceTrack } from '../model/reference-slice';
import './reference-chip.css';

export interface ReferenceChipProps {
  reference: Pick<ReferenceTrack, 'name'>;
  /** The play control (the player's), filled in by whoever composes the chip. */
  play?: ReactNode;
  onRemove: () => void;
}

/** "Reference: {file name}" among the search criteria, with a play button and ×. */
export function ReferenceChip({ reference, play, onRemove }: ReferenceChipProps) {
  return (
    <li className="reference-chip">
      {play}
      <span className="reference-chip__label" title={reference.name}>
        Reference: {reference.name}
      </span>
      <button type="button" className="reference-chip__remove" aria-label={`Remove reference ${reference.name}`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
