import { useCallback } from 'react';
import {
  hasCriteria,
  keywordStatus,
  useCountSearchTracksQuery,
  useSearchState,
  type KeywordMode,
  type SearchCriteria,
} from '@/entities/search';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { draftKeywordToggled, selectDraft } from './advanced-filters-slice';

/** The advanced filters action button (four states). */
export type AdvancedFiltersButton =
  | { state: 'loading'; label: 'LOADING...'; disabled: true }
  | { state: 'all'; label: 'SHOW ALL TRACKS'; disabled: false }
  | { state: 'none'; label: 'NO TRACKS FOUND'; disabled: true }
  | { state: 'count'; label: string; disabled: false; count: number }
  | { state: 'error'; label: 'SHOW RESULTS'; disabled: false };

/** "SHOW 1 RESULT", "SHOW 12 RESULTS". */
export function showResultsLabel(count: number): string {
  return `SHOW ${count} ${count === 1 ? 'RESULT' : 'RESULTS'}`;
}

export function advancedFiltersButton(input: {
  active: boolean;
  isFetching: boolean;
  isError: boolean;
  count: number | undefined;
}): AdvancedFiltersButton {
  if (!input.active) return { state: 'all', label: 'SHOW ALL TRACKS', disabled: false };
  if (input.isFetching || (input.count === undefined && !input.isError)) return { state: 'loading', label: 'LOADING...', disabled: true };
  if (input.isError || input.count === undefined) return { state: 'error', label: 'SHOW RESULTS', disabled: false };
  if (input.count === 0) return { state: 'none', label: 'NO TRACKS FOUND', disabled: true };
  return { state: 'count', label: showResultsLabel(input.count), disabled: false, count: input.count };
}

/**
 * The advanced filters' draft, its live track count (the tracks call with pagesize 1), the
 * unmatched criteria, and applying it: the URL search gets the draft and shows tracks.
 */
export function useAdvancedFilters() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const { state, update } = useSearchState();
  const active = hasCriteria(draft) || state.similar_to !== '';
  const count = useCountSearchTracksQuery({ ...state, ...draft }, { skip: !active });
  const button = advancedFiltersButton({
    active,
    isFetching: count.isFetching,
    isError: count.isError,
    count: count.currentData?.total_count,
  });
  const unmatched = active ? (count.currentData?.unmatched ?? []) : [];

  const toggle = useCallback(
    (keyword: string, mode: KeywordMode) => dispatch(draftKeywordToggled({ keyword, mode })),
    [dispatch],
  );
  const statusOf = useCallback((keyword: string) => keywordStatus(draft, keyword), [draft]);
  const apply = useCallback(
    (criteria: SearchCriteria = draft) => update({ ...criteria, type: 'tracks', show_tracks: [], stem: '' }),
    [draft, update],
  );
  return { draft, button, unmatched, toggle, statusOf, apply, retry: count.refetch };
}
