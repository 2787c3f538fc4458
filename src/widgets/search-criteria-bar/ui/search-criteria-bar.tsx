import { ReferenceChip, selectReferenceTrack } from '@/entities/reference-track';
import { CriterionChip, criteriaOf, removeCriterion, unmatchedOutsideChips, useSearchState, type Criterion } from '@/entities/search';
import { ReferencePlayButton } from '@/features/player';
import { useRemoveReference } from '@/features/search-filters';
import { useAppSelector } from '@/shared/redux';
import { Button } from '@/shared/ui/button';
import './search-criteria-bar.css';

export interface SearchCriteriaBarProps {
  /** Criteria the server reported as matching nothing (highlighted). */
  unmatched?: readonly string[];
  className?: string;
}

/**
 * "Search Criteria:" — a removable chip for the query (with its ALBUM TITLE / TRACK TITLE prefix),
 * the key, the BPM and each included or excluded keyword; unmatched ones highlighted; CLEAR ALL;
 * "None selected." when there is nothing to show. A reference track loaded in this tab shows
 * first ("Reference: {file name}", with its play button); removing it keeps the search.
 */
export function SearchCriteriaBar({ unmatched = [], className }: SearchCriteriaBarProps) {
  const { state, update, reset } = useSearchState();
  const reference = useAppSelector(selectReferenceTrack);
  const removeReference = useRemoveReference();
  const chips = criteriaOf(state, unmatched);
  const others = unmatchedOutsideChips(state, unmatched);
  // Removing chips in quick succession: each removal applies to the latest search.
  const remove = (criterion: Criterion) =>
    update((latest) => {
      const next = removeCriterion(latest, criterion);
      return {
        query: next.query,
        track_title: next.track_title,
        album_title: next.album_title,
        key: next.key,
        bpm: next.bpm,
        keywords_include: next.keywords_include,
        keywords_exclude: next.keywords_exclude,
      };
    });
  return (
    <section className={['criteria-bar', className].filter(Boolean).join(' ')} aria-label="Search criteria">
      <span className="criteria-bar__label">Search Criteria:</span>
      {chips.length || reference ? (
        <ul className="criteria-bar__chips">
          {reference ? <ReferenceChip reference={reference} play={<ReferencePlayButton />} onRemove={removeReference} /> : null}
          {chips.map((chip) => (
            <CriterionChip key={chip.id} criterion={chip} onRemove={remove} />
          ))}
        </ul>
      ) : (
        <span className="criteria-bar__none">None selected.</span>
      )}
      {others.length ? (
        <p className="criteria-bar__unmatched" role="status">
          No match for: {others.join(', ')}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="criteria-bar__clear" onClick={reset}>
        CLEAR ALL
      </Button>
    </section>
  );
}
