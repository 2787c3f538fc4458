import { Fragment } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import type { Track } from '../model/track';
import { formatPublishers } from '../lib/format';
import { bpmSearchHref, composerSearchHref, keySearchHref } from '../lib/search-links';
import './track-info-block.css';

export interface TrackInfoBlockProps {
  track: Pick<Track, 'composers' | 'is_traditional_arrangement' | 'publishers' | 'bpm' | 'musical_key'>;
  className?: string;
}

/** Separator before the name at `index` of `count`: none, ", " or " & " before the last. */
function separator(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' & ' : ', ';
}

/**
 * Credits of a track: composers ("Trad. Arr." for a traditional arrangement, "A, B & C"),
 * publishers "name (PRO)", BPM and key. Composer, BPM and key link to the tracks search.
 */
export function TrackInfoBlock({ track, className }: TrackInfoBlockProps) {
  const composers = track.composers ?? [];
  const publishers = track.publishers ?? [];
  const bpms = track.bpm ?? [];
  const keys = track.musical_key ?? [];
  return (
    <dl className={['track-info', className].filter(Boolean).join(' ')}>
      {composers.length > 0 || track.is_traditional_arrangement ? (
        <div className="track-info__item">
          <dt>{composers.length > 1 ? 'Composers' : 'Composer'}</dt>
          <dd data-testid="track-composers">
            {track.is_traditional_arrangement ? 'Trad. Arr. ' : null}
            {composers.map((composer, index) => (
              <Fragment key={`${composer.name}-${index}`}>
                {separator(index, composers.length)}
                <AppLink to={composerSearchHref(composer)} title={`Tracks by ${composer.name}`}>
                  {composer.name}
                </AppLink>
              </Fragment>
            ))}
          </dd>
        </div>
      ) : null}
      {publishers.length > 0 ? (
        <div className="track-info__item">
          <dt>Publisher</dt>
          <dd>{formatPublishers(publishers)}</dd>
        </div>
      ) : null}
      {bpms.length > 0 ? (
        <div className="track-info__item">
          <dt>BPM</dt>
          <dd>
            {bpms.map((bpm, index) => (
              <Fragment key={`${bpm}-${index}`}>
                {index > 0 ? ', ' : null}
                <AppLink to={bpmSearchHref(bpm)} aria-label={`Tracks at ${bpm} BPM`}>
                  {bpm}
                </AppLink>
              </Fragment>
            ))}
          </dd>
        </div>
      ) : null}
      {keys.length > 0 ? (
        <div className="track-info__item">
          <dt>Key</dt>
          <dd>
            {keys.map((key, index) => (
              <Fragment key={`${key}-${index}`}>
                {index > 0 ? ', ' : null}
                <AppLink to={keySearchHref(key)} aria-label={`Tracks in ${key}`}>
                  {key}
                </AppLink>
              </Fragment>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
