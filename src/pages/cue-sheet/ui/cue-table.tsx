import { memo, useState } from 'react';
import { framesToTimecode, type FrameRate } from '@/entities/edit';
import { formatPerson } from '@/entities/track';
import type { TrackDto } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { formatCueDuration } from '../lib/build-cues';
import type { CueView } from '../model/cue-list';
import { CUE_USAGES, DEFAULT_USAGE, type CueUsage } from '../model/types';
import { MATCH_LABELS } from './match-labels';
import { TrackPicker } from './track-picker';

export interface CueTableProps {
  cues: readonly CueView[];
  /** Each cue's usage, by cue key (BI when not chosen). */
  usage: Readonly<Record<string, CueUsage>>;
  rate: FrameRate;
  onUsage: (cue: CueView, usage: CueUsage) => void;
  onPick: (cue: CueView, track: TrackDto) => void;
  onExclude: (cue: CueView) => void;
}

function CueRowBody({ cue, usage, rate, onUsage, onPick, onExclude }: CueRowProps) {
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
          <select
            className="cue-table__select"
            aria-label={`Usage of cue ${cue.number}`}
            value={usage}
            onChange={(event) => onUsage(cue, event.target.value as CueUsage)}
          >
            {CUE_USAGES.map((option) => (
              <option key={option.value} value={option.value} title={option.label}>
                {option.value}
              </option>
            ))}
          </select>
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

type CueRowProps = { cue: CueView; usage: CueUsage } & Omit<CueTableProps, 'cues' | 'usage'>;

/** What a row shows: the cue list is worked out again as tracks are found, but a row redraws only when its cue changed. */
const sameRow = (a: CueRowProps, b: CueRowProps) =>
  a.rate === b.rate &&
  a.usage === b.usage &&
  a.onUsage === b.onUsage &&
  a.onPick === b.onPick &&
  a.onExclude === b.onExclude &&
  a.cue.key === b.cue.key &&
  a.cue.number === b.cue.number &&
  a.cue.recordOut === b.cue.recordOut &&
  a.cue.seconds === b.cue.seconds &&
  a.cue.track === b.cue.track &&
  a.cue.via.join() === b.cue.via.join() &&
  a.cue.sources.join('\n') === b.cue.sources.join('\n');

const CueRow = memo(CueRowBody, sameRow);

/** The cues in timeline order: track, writers, record-side timecodes, duration, usage, how found. */
export function CueTable({ cues, usage, rate, onUsage, onPick, onExclude }: CueTableProps) {
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
          <CueRow key={cue.key} cue={cue} usage={usage[cue.key] ?? DEFAULT_USAGE} rate={rate} onUsage={onUsage} onPick={onPick} onExclude={onExclude} />
        ))}
      </tbody>
    </table>
  );
}
