import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useSearchState } from '@/entities/search';
import { camelotLabel, parseMusicalKey } from '../lib/musical-key';
import { ReferenceWaveform, type ReferenceTrack } from '@/entities/reference-track';
import { formatTime } from '@/shared/lib/format-time';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import {
  BPM_TOLERANCES,
  DEFAULT_MATCH_OPTIONS,
  keyList,
  matchCriteria,
  shownTempo,
  type BpmTolerance,
  type MatchOptions,
} from '../lib/match-criteria';
import { clearPendingReferenceFile, peekPendingReferenceFile } from '../model/reference-pending-file';
import { useReferenceAnalysis, type AnalysisStatus, type ReferenceAnalysis } from '../model/use-reference-analysis';
import './reference-track-popup.css';

/** What the file picker offers; anything else the browser can decode is taken too. */
const ACCEPT = 'audio/*,.wav,.wave,.aif,.aiff,.aifc,.mp3,.m4a,.aac,.mp4,.ogg,.oga,.opus,.flac,.webm';

const CONFIDENCE_TEXT = { high: 'high', medium: 'medium', low: 'low' } as const;

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

function Progress({ status, onCancel }: { status: Extract<AnalysisStatus, { phase: 'analysing' }>; onCancel: () => void }) {
  return (
    <div className="reference-popup__progress">
      <p className="reference-popup__progress-text">Analysing… {status.percent}%</p>
      <progress max={100} value={status.percent} aria-label={`Analysing ${status.fileName}`} />
      <Button variant="secondary" size="sm" onClick={onCancel}>
        CANCEL
      </Button>
    </div>
  );
}

interface ResultProps {
  reference: ReferenceTrack;
  options: MatchOptions;
  onOptions: (change: Partial<MatchOptions>) => void;
  onShowMatches: () => void;
}

function TempoLine({ reference, options, onOptions }: Omit<ResultProps, 'onShowMatches'>) {
  if (reference.tempo === null) return <p className="reference-popup__reading">Tempo: no steady beat heard</p>;
  const tempo = shownTempo(reference.tempo);
  const half = Math.round(tempo / 2);
  const double = tempo * 2;
  return (
    <div className="reference-popup__reading-row">
      <p className="reference-popup__reading">Tempo: {tempo} BPM</p>
      <div className="reference-popup__readings" role="group" aria-label="Also search">
        <button type="button" className="reference-popup__toggle" aria-pressed={options.halfTime} onClick={() => onOptions({ halfTime: !options.halfTime })}>
          Half time ({half} BPM)
        </button>
        <button type="button" className="reference-popup__toggle" aria-pressed={options.doubleTime} onClick={() => onOptions({ doubleTime: !options.doubleTime })}>
          Double time ({double} BPM)
        </button>
      </div>
    </div>
  );
}

function KeyLine({ reference }: { reference: ReferenceTrack }) {
  const key = reference.key ? parseMusicalKey(reference.key) : null;
  if (!reference.key || !key) return <p className="reference-popup__reading">Key: none heard</p>;
  return (
    <div className="reference-popup__reading-row">
      <p className="reference-popup__reading">
        Key: {reference.key} <span className="reference-popup__camelot">({camelotLabel(key)})</span>
      </p>
      <p className={`reference-popup__confidence reference-popup__confidence--${reference.keyConfidence}`}>
        Confidence: {CONFIDENCE_TEXT[reference.keyConfidence]}
      </p>
    </div>
  );
}

function Result({ reference, options, onOptions, onShowMatches }: ResultProps) {
  const id = useId();
  const criteria = matchCriteria(reference, options);
  const compatible = reference.key ? keyList(reference.key, true) : [];
  return (
    <section className="reference-popup__result" aria-label={`Analysis of ${reference.name}`}>
      <div className="reference-popup__file">
        <span className="reference-popup__name" title={reference.name}>
          {reference.name}
        </span>
        <span className="reference-popup__length">
          <VisuallyHidden>Length </VisuallyHidden>
          {formatTime(reference.duration)}
        </span>
      </div>
      <ReferenceWaveform levels={reference.waveform} label={`Waveform of ${reference.name}`} />
      <TempoLine reference={reference} options={options} onOptions={onOptions} />
      <KeyLine reference={reference} />
      {reference.keyConfidence === 'low' && reference.key ? (
        <p className="reference-popup__hint">The key is uncertain: keep “Compatible keys” ticked to search around it.</p>
      ) : null}
      <div className="reference-popup__options">
        {reference.tempo !== null ? (
          <fieldset className="reference-popup__tolerance">
            <legend>BPM tolerance</legend>
            {BPM_TOLERANCES.map((tolerance) => (
              <label key={tolerance} className="reference-popup__tolerance-option">
                <input
                  type="radio"
                  name={`${id}-tolerance`}
                  value={tolerance}
                  checked={options.tolerance === tolerance}
                  onChange={() => onOptions({ tolerance: tolerance as BpmTolerance })}
                />
                ±{tolerance} %
              </label>
            ))}
          </fieldset>
        ) : null}
        {reference.key ? (
          <Checkbox
            label={`Compatible keys (${compatible.join(', ')})`}
            checked={options.compatibleKeys}
            onChange={(event) => onOptions({ compatibleKeys: event.target.checked })}
          />
        ) : null}
      </div>
      <p className="reference-popup__summary">
        Searches tracks
        {criteria.bpm ? ` at ${criteria.bpm} BPM` : ''}
        {criteria.key.length ? ` in ${criteria.key.join(', ')}` : ''}.
      </p>
      <div className="reference-popup__actions">
        <Button onClick={onShowMatches}>SHOW MATCHES</Button>
      </div>
    </section>
  );
}

/**
 * MATCH A REFERENCE TRACK (popup `reference_track`, open to visitors): a file picked or dropped
 * is analysed in the browser (never uploaded); the result shows its tempo, key, length and
 * waveform, and SHOW MATCHES searches the library for tracks that fit it.
 */
export function ReferenceTrackPopup(props: PopupBodyProps) {
  return <ReferenceTrackPanel {...props} analysis={useReferenceAnalysis()} />;
}

/** The popup's body for a given analysis state (stories show each state through it). */
export function ReferenceTrackPanel({ closeAll, analysis }: PopupBodyProps & { analysis: ReferenceAnalysis }) {
  const id = useId();
  const { status, reference, analyse, cancel } = analysis;
  const { update } = useSearchState();
  const [options, setOptions] = useState<MatchOptions>(DEFAULT_MATCH_OPTIONS);
  const [dragging, setDragging] = useState(false);
  // A file dropped on the search page waits for this popup (kept across React's development re-mount).
  const [droppedFile] = useState(peekPendingReferenceFile);

  useEffect(() => {
    if (!droppedFile) return;
    clearPendingReferenceFile(droppedFile);
    analyse(droppedFile);
  }, [droppedFile, analyse]);

  const take = (file: File | undefined | null) => {
    if (!file) return;
    setOptions(DEFAULT_MATCH_OPTIONS);
    analyse(file);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again must analyse it again.
    event.target.value = '';
  };
  const showMatches = () => {
    if (!reference) return;
    const { bpm, key } = matchCriteria(reference, options);
    update({ type: 'tracks', bpm, key: key.join(','), similar_to: '', show_tracks: [], stem: '' });
    closeAll();
  };

  return (
    <div
      className="reference-popup"
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        if (carriesFiles(event)) setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files?.[0]);
      }}
    >
      <h2 className="reference-popup__title">MATCH A REFERENCE TRACK</h2>
      <p className="reference-popup__lead">
        Find library tracks at the tempo and in the key of the music your edit is cut to. The file is analysed in this browser and
        never uploaded.
      </p>
      <div className="reference-popup__drop">
        <label className="reference-popup__label" htmlFor={`${id}-file`}>
          Reference audio file
        </label>
        <input id={`${id}-file`} className="reference-popup__input" type="file" accept={ACCEPT} onChange={onPick} aria-describedby={`${id}-formats`} />
        <p className="reference-popup__formats" id={`${id}-formats`}>
          Drop it here, or choose it: WAV, AIFF, MP3, AAC/M4A, OGG or FLAC, up to 30 minutes.
        </p>
      </div>
      {status.phase === 'analysing' ? <Progress status={status} onCancel={cancel} /> : null}
      {status.phase === 'failed' ? (
        <p className="reference-popup__error" role="alert">
          {status.message}
        </p>
      ) : null}
      {reference && status.phase !== 'analysing' ? (
        <Result reference={reference} options={options} onOptions={(change) => setOptions((current) => ({ ...current, ...change }))} onShowMatches={showMatches} />
      ) : null}
    </div>
  );
}
