import { memo, useState } from 'react';
import { framesToTimecode, type FrameRate } from '@/entities/edit';
import type { TrackDto } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { titleParts } from '../lib/clip-names';
import type { ApartSource } from '../model/cue-list';
import { APART_LABELS } from './match-labels';
import { TrackPicker } from './track-picker';

const nameOf = (source: ApartSource) => source.names[0] ?? (source.key || 'A clip without a name');

function clipsText(source: ApartSource, rate: FrameRate): string {
  const count = source.clipCount === 1 ? '1 clip' : `${source.clipCount} clips`;
  return `${count}, first at ${framesToTimecode(source.firstRecordIn, rate)}`;
}

interface ApartItemProps {
  source: ApartSource;
  rate: FrameRate;
  onPick: (source: ApartSource, track: TrackDto) => void;
  onExclude: (source: ApartSource) => void;
}

const sameItem = (a: ApartItemProps, b: ApartItemProps) =>
  a.rate === b.rate &&
  a.onPick === b.onPick &&
  a.onExclude === b.onExclude &&
  a.source.key === b.source.key &&
  a.source.reason === b.source.reason &&
  a.source.message === b.source.message &&
  a.source.clipCount === b.source.clipCount &&
  a.source.firstRecordIn === b.source.firstRecordIn;

const ApartItem = memo(function ApartItem({ source, rate, onPick, onExclude }: ApartItemProps) {
  const [picking, setPicking] = useState(false);
  const name = nameOf(source);
  return (
    <li className="clips-apart__item" data-reason={source.reason}>
      <div className="clips-apart__head">
        <span className="clips-apart__name">{name}</span>
        <span className="clips-apart__clips">{clipsText(source, rate)}</span>
        <span className={`clips-apart__reason clips-apart__reason--${source.reason}`}>
          {APART_LABELS[source.reason]}
          {source.message ? `: ${source.message}` : null}
        </span>
      </div>
      {source.reason === 'matching' ? null : (
        <div className="clips-apart__actions">
          <Button size="sm" variant="ghost" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
            {picking ? 'Cancel' : 'Pick a track'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onExclude(source)}>
            Not library music
          </Button>
        </div>
      )}
      {picking ? (
        <TrackPicker
          label={`Find the track of ${name}`}
          initialText={titleParts(name)?.title ?? ''}
          onPick={(track) => {
            setPicking(false);
            onPick(source, track);
          }}
        />
      ) : null}
    </li>
  );
}, sameItem);

export interface ClipsApartProps {
  apart: readonly ApartSource[];
  excluded: readonly ApartSource[];
  rate: FrameRate;
  onPick: (source: ApartSource, track: TrackDto) => void;
  onExclude: (source: ApartSource) => void;
  onRestore: (source: ApartSource) => void;
  onRetry: () => void;
}

/**
 * Clips that make no cue, listed apart (never dropped): those no library track was found for,
 * those the catalogue does not show this person, and those marked "Not library music".
 */
export function ClipsApart({ apart, excluded, rate, onPick, onExclude, onRestore, onRetry }: ClipsApartProps) {
  const failed = apart.some((source) => source.reason === 'failed');
  return (
    <>
      {apart.length > 0 ? (
        <section className="clips-apart" aria-labelledby="clips-apart-heading">
          <h2 id="clips-apart-heading" className="edit-cue-sheet__heading">
            Clips not matched ({apart.length})
          </h2>
          <p className="clips-apart__intro">They are not on the cue sheet. Pick their track, or mark them as not library music.</p>
          {failed ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <ul className="clips-apart__list" aria-label="Clips not matched">
            {apart.map((source) => (
              <ApartItem key={source.key} source={source} rate={rate} onPick={onPick} onExclude={onExclude} />
            ))}
          </ul>
        </section>
      ) : null}
      {excluded.length > 0 ? (
        <section className="clips-apart clips-apart--excluded" aria-labelledby="clips-excluded-heading">
          <h2 id="clips-excluded-heading" className="edit-cue-sheet__heading">
            Not library music ({excluded.length})
          </h2>
          <ul className="clips-apart__list" aria-label="Not library music">
            {excluded.map((source) => (
              <li key={source.key} className="clips-apart__item" data-reason="excluded">
                <div className="clips-apart__head">
                  <span className="clips-apart__name">{nameOf(source)}</span>
                  <span className="clips-apart__clips">{clipsText(source, rate)}</span>
                </div>
                <div className="clips-apart__actions">
                  <Button size="sm" variant="ghost" onClick={() => onRestore(source)}>
                    Put back
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
