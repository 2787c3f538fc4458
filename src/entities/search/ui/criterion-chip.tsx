import { RemovableChip } from '@/shared/ui/chip';
import type { Criterion } from '../lib/criteria';
import './criterion-chip.css';

export interface CriterionChipProps {
  criterion: Criterion;
  onRemove: (criterion: Criterion) => void;
}

const KIND_NAME: Record<Criterion['kind'], string> = {
  query: 'search text',
  key: 'key',
  bpm: 'BPM',
  include: 'included keyword',
  exclude: 'excluded keyword',
};

/** A removable search criterion; highlighted when it matched nothing. */
export function CriterionChip({ criterion, onRemove }: CriterionChipProps) {
  return (
    <RemovableChip
      className={[`criterion-chip--${criterion.kind}`, criterion.unmatched ? 'criterion-chip--unmatched' : ''].filter(Boolean).join(' ')}
      data-unmatched={criterion.unmatched || undefined}
      title={criterion.unmatched ? 'Matched nothing' : undefined}
      label={criterion.label}
      trailing={criterion.unmatched ? <span className="criterion-chip__flag">NO MATCH</span> : null}
      removeLabel={`Remove ${KIND_NAME[criterion.kind]} ${criterion.value}`}
      onRemove={() => onRemove(criterion)}
    />
  );
}
