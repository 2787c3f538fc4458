import { useState } from 'react';
import { Field } from 'react-final-form';
import { framesToTimecode, type FrameRate } from '@/entities/edit';
import { formatPerson } from '@/entities/track';
import type { TrackDto } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { formatCueDuration } from '../lib/build-cues';
import type { CueView } from '../model/cue-list';
import { CUE_USAGES, DEFAULT_USAGE } from '../model/types';
import { MATCH_LABELS } from './match-labels';
import { TrackPicker } from './track-picker';

export interface CueTableProps {
  cues: readonly CueView[];
  rate: FrameRate;
  onPick: (cue: CueView, track: TrackDto) => void;
  onExclude: (cue: CueView) => void;
}

function CueRow({ cue, rate, onPick, onExclude }: { cue: CueView } & Omit<CueTableProps, 'cues'>) {
  const [picking, setPicking] = useState(false);
  const writers = cue.track?.composers.map(formatPerson).join(', ') ?? '';
  return (
    <>
      <tr className="cue-table__row" data-cue={cue.number}>
        <td className="cue-table__number">{cue.number}</td>
        <td className="cue-table__title">
          <span className="cue-table__track">{cue.title || '…'}</span>
          {cue.trackCode ? <span className="cue-table__code">{cue.trackCode}</span> : null}
        </td>
        <td className="cue-table__writers">{writers}</td>
        <td className="cue-table__tc">{framesToTimecode(cue.recordIn, rate)}</td>
        <td className="cue-table__tc">{framesToTimecode(cue.recordOut, rate)}</td>
        <td className="cue-table__duration">{formatCueDuration(cue.seconds)}</td>
        <td className="cue-table__usage">
          <Field<string> name={`usage.${cue.key}`} subscription={{ value: true }}>
            {({ input }) => (
              <select
                className="cue-table__select"
                aria-label={`Usage of cue ${cue.number}`}
                name={input.name}
                value={input.value || DEFAULT_USAGE}
                onChange={input.onChange}
              >
                {CUE_USAGES.map((usage) => (
                  <option key={usage.value} value={usage.value} title={usage.label}>
                    {usage.value}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </td>
        <td className="cue-table__via">{cue.via.map((via) => MATCH_LABELS[via]).join('; ')}</td>
        <td className="cue-table__actions">
          <Button size="sm" variant="ghost" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
            {picking ? 'Cancel' : 'Change track'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onExclude(cue)}>
            Not library music
          </Button>
        </td>
      </tr>
      {picking ? (
        <tr className="cue-table__picker-row">
          <td colSpan={9}>
            <TrackPicker
              label={`Find the track of cue ${cue.number}`}
              onPick={(track) => {
                setPicking(false);
                onPick(cue, track);
              }}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The cues in timeline order: track, writers, record-side timecodes, duration, usage, how found. */
export function CueTable({ cues, rate, onPick, onExclude }: CueTableProps) {
  return (
    <table className="cue-table">
      <caption className="visually-hidden">Cues, in timeline order</caption>
      <thead>
        <tr>
          <th scope="col">Cue #</th>
          <th scope="col">Title</th>
          <th scope="col">Composer(s)</th>
          <th scope="col">Timecode In</th>
          <th scope="col">Timecode Out</th>
          <th scope="col">Duration</th>
          <th scope="col">Usage</th>
          <th scope="col">Matched by</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cues.map((cue) => (
          <CueRow key={cue.key} cue={cue} rate={rate} onPick={onPick} onExclude={onExclude} />
        ))}
      </tbody>
    </table>
  );
}
