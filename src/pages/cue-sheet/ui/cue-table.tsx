import { memo, useCallback, useState } from 'react';
import { framesToTimecode, type FrameRate } from '@/entities/edit';
import { formatPerson } from '@/entities/track';
import type { TrackDto } from '@/shared/api';
import { useWindowedRows } from '@/shared/lib/windowed-rows';
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

/**
 * Every cue row has this height (title and code one line each, writers and how found at most two),
 * so only the rows in view are rendered: a long edit's hundreds of cues cost what a screenful does.
 */
export const CUE_ROW_HEIGHT = 64;

/** Rows rendered beyond the view on either side: more than an open track picker is tall. */
const OVERSCAN_ROWS = 9;

/** Rows of the first frame, before the list is measured: a tall window's worth (1,200 px). */
const FIRST_ROWS = Math.ceil(1200 / CUE_ROW_HEIGHT);

function CueRowBody({ cue, usage, rate, onUsage, onPick, onExclude, picking, onPicking, rowIndex }: CueRowProps) {
  const writers = cue.track?.composers.map(formatPerson).join(', ') ?? '';
  const via = cue.via.map((entry) => MATCH_LABELS[entry]).join('; ');
  return (
    <>
      <tr className="cue-table__row" data-cue={cue.number} aria-rowindex={rowIndex}>
        <td className="cue-table__number">{cue.number}</td>
        <td className="cue-table__title" title={[cue.title, cue.trackCode].filter(Boolean).join('\n') || undefined}>
          <span className="cue-table__track">{cue.title || '…'}</span>
          {cue.trackCode ? <span className="cue-table__code">{cue.trackCode}</span> : null}
        </td>
        <td className="cue-table__writers" title={writers || undefined}>
          <span className="cue-table__clamp">{writers}</span>
        </td>
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
        <td className="cue-table__via" title={via || undefined}>
          <span className="cue-table__clamp">{via}</span>
        </td>
        <td className="cue-table__actions">
          <Button size="sm" variant="ghost" aria-expanded={picking} onClick={() => onPicking(picking ? null : cue.key)}>
            {picking ? 'Cancel' : 'Change track'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onExclude(cue)}>
            Not library music
          </Button>
        </td>
      </tr>
      {picking ? (
        <tr className="cue-table__picker-row" aria-rowindex={rowIndex + 1}>
          <td colSpan={9}>
            <TrackPicker
              label={`Find the track of cue ${cue.number}`}
              onPick={(track) => {
                onPicking(null);
                onPick(cue, track);
              }}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

type CueRowProps = {
  cue: CueView;
  usage: CueUsage;
  /** Its track picker is open (kept by the table: a row scrolled out of view and back keeps it open). */
  picking: boolean;
  onPicking: (cueKey: string | null) => void;
  /** Its position among the table's rows, the header being 1 (only the rows in view are rendered); its open track picker is the next. */
  rowIndex: number;
} & Omit<CueTableProps, 'cues' | 'usage'>;

/** What a row shows: the cue list is worked out again as tracks are found, but a row redraws only when its cue changed. */
const sameRow = (a: CueRowProps, b: CueRowProps) =>
  a.rate === b.rate &&
  a.usage === b.usage &&
  a.picking === b.picking &&
  a.onPicking === b.onPicking &&
  a.rowIndex === b.rowIndex &&
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

/**
 * The cues in timeline order: track, writers, record-side timecodes, duration, usage, how found.
 * Only the rows in view (and a few either side) are rendered, between two spacer rows standing for
 * the rest; `aria-rowcount` and each row's `aria-rowindex` tell assistive technology the whole.
 */
export function CueTable({ cues, usage, rate, onUsage, onPick, onExclude }: CueTableProps) {
  const [pickingKey, setPickingKey] = useState<string | null>(null);
  const onPicking = useCallback((key: string | null) => setPickingKey(key), []);
  const { attach, range } = useWindowedRows(cues.length, CUE_ROW_HEIGHT, OVERSCAN_ROWS, FIRST_ROWS);
  // An open track picker is a row of the table too: screen readers count it, and the rows after it move down one.
  const pickingAt = pickingKey === null ? -1 : cues.findIndex((cue) => cue.key === pickingKey);
  const rowIndexOf = (at: number) => at + 2 + (pickingAt !== -1 && at > pickingAt ? 1 : 0);
  const above = range.start * CUE_ROW_HEIGHT;
  const below = (cues.length - range.end) * CUE_ROW_HEIGHT;
  return (
    <table className="cue-table" aria-rowcount={cues.length + 1 + (pickingAt === -1 ? 0 : 1)}>
      <caption className="visually-hidden">Cues, in timeline order</caption>
      {/* The table's layout is fixed: each column but the title and writers gets what its content needs, the actions both buttons whole. */}
      <colgroup>
        <col className="cue-table__col-number" />
        <col />
        <col />
        <col className="cue-table__col-tc" />
        <col className="cue-table__col-tc" />
        <col className="cue-table__col-duration" />
        <col className="cue-table__col-usage" />
        <col className="cue-table__col-via" />
        <col className="cue-table__col-actions" />
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
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
      <tbody ref={attach}>
        {above > 0 ? (
          <tr className="cue-table__spacer" aria-hidden="true">
            <td colSpan={9} style={{ height: above }} />
          </tr>
        ) : null}
        {cues.slice(range.start, range.end).map((cue, i) => (
          <CueRow
            key={cue.key}
            cue={cue}
            usage={usage[cue.key] ?? DEFAULT_USAGE}
            rate={rate}
            onUsage={onUsage}
            onPick={onPick}
            onExclude={onExclude}
            picking={pickingKey === cue.key}
            onPicking={onPicking}
            rowIndex={rowIndexOf(range.start + i)}
          />
        ))}
        {below > 0 ? (
          <tr className="cue-table__spacer" aria-hidden="true">
            <td colSpan={9} style={{ height: below }} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
