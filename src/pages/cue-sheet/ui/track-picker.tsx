import { useId, useState } from 'react';
import { defaultSearchState, useSearchTracksQuery } from '@/entities/search';
import { trackTitle } from '@/entities/track';
import type { TrackDto } from '@/shared/api';
import { Button } from '@/shared/ui/button';

export interface TrackPickerProps {
  /** What the search box is for, for screen readers ("Find the track of cue 3"). */
  label: string;
  onPick: (track: TrackDto) => void;
  /** The text to start from (the clip's name). */
  initialText?: string;
}

const PICKER_RESULTS = 8;

/** A search box in a row: a title or track code, then one of the tracks found. */
export function TrackPicker({ label, onPick, initialText = '' }: TrackPickerProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [searched, setSearched] = useState('');
  const { data, isFetching, isError } = useSearchTracksQuery(defaultSearchState({ type: 'tracks', query: searched, pagesize: PICKER_RESULTS }), {
    skip: searched === '',
  });
  const results = searched ? (data?.results ?? []) : [];
  const search = () => setSearched(text.trim());
  return (
    <div className="track-picker">
      {/* Not a form of its own: it sits inside the cue sheet's form (forms cannot nest). */}
      <div className="track-picker__form" role="search" aria-label={label}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="track-picker__input"
          type="search"
          placeholder="Title or track code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter searches here; it must not submit the cue sheet around it.
            event.preventDefault();
            search();
          }}
        />
        <Button size="sm" variant="secondary" onClick={search}>
          Search
        </Button>
      </div>
      {searched ? (
        <div className="track-picker__results" aria-live="polite" aria-busy={isFetching || undefined}>
          {isError ? <p className="track-picker__note">The search failed. Try again.</p> : null}
          {!isError && !isFetching && results.length === 0 ? <p className="track-picker__note">No tracks found.</p> : null}
          {results.length > 0 ? (
            <ul className="track-picker__list" aria-label={`Tracks found for ${searched}`}>
              {results.map((track) => (
                <li key={track.id}>
                  <button type="button" className="track-picker__choice" onClick={() => onPick(track)}>
                    <span className="track-picker__title">{trackTitle(track, 'full')}</span>
                    <span className="track-picker__meta">{[track.track_code, track.album.title].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
