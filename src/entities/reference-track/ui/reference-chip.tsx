import type { ReactNode } from 'react';
import { RemovableChip } from '@/shared/ui/chip';
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
    <RemovableChip
      className="reference-chip"
      leading={play}
      label={`Reference: ${reference.name}`}
      title={reference.name}
      removeLabel={`Remove reference ${reference.name}`}
      onRemove={onRemove}
    />
  );
}
