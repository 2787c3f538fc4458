import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import type { FrameRate } from '@/entities/edit';
import { cueWarnings } from '../lib/cue-warnings';
import { cueFacts, type CueView } from '../model/cue-list';
import { programmeSeconds, type EditCueSheetValues } from '../model/header-form';

/** What to check before filing: worked out again as cues and the programme length change. */
export function CueWarnings({ cues, rate }: { cues: readonly CueView[]; rate: FrameRate }) {
  const { values } = useFormState<EditCueSheetValues>({ subscription: { values: true } });
  const programme = programmeSeconds(values.programmeLength);
  const warnings = useMemo(() => cueWarnings(cueFacts(cues), programme, rate), [cues, programme, rate]);
  if (warnings.length === 0) return null;
  return (
    <section className="edit-warnings" aria-labelledby="edit-warnings-heading">
      <h2 id="edit-warnings-heading" className="edit-cue-sheet__heading">
        Check before filing ({warnings.length})
      </h2>
      <ul className="edit-warnings__list">
        {warnings.map((warning) => (
          <li key={`${warning.kind}-${warning.cues.join('-')}`} className={`edit-warnings__item edit-warnings__item--${warning.kind}`}>
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
