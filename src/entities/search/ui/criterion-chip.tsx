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
  const classes = ['criterion-chip', `criterion-chip--${criterion.kind}`, criterion.unmatched ? 'criterion-chip--unmatched' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-unmatched={criterion.unmatched || undefined} title={criterion.unmatched ? 'Matched nothing' : undefined}>
      <span className="criterion-chip__label">{criterion.label}</span>
      {criterion.unmatched ? <span className="criterion-chip__flag">NO MATCH</span> : null}
      <button
        type="button"
        className="criterion-chip__remove"
        aria-label={`Remove ${KIND_NAME[criterion.kind]} ${criterion.value}`}
        onClick={() => onRemove(criterion)}
      >
        ×
      </button>
    </li>
  );
}
