import { useCallback } from 'react';
import { pickCriteria, toggleKeyword, useSearchState, type KeywordMode, type SearchCriteria, type SearchState } from '@/entities/search';
import { usePopup } from '@/shared/lib/popup';
import { useAppDispatch } from '@/shared/redux';
import { draftStarted } from './advanced-filters-slice';

/** Where a BPM or key dialog writes: the search in the URL, or the advanced filters draft. */
export type FilterDialogTarget = 'search' | 'draft';

export interface SpecifyDialogProps {
  target?: FilterDialogTarget;
}

/** The keyword lists after toggling `keyword` in `latest`. */
const keywordToggled = (keyword: string, mode: KeywordMode) => (latest: SearchState) => {
  const next = toggleKeyword(latest, keyword, mode);
  return { keywords_include: next.keywords_include, keywords_exclude: next.keywords_exclude };
};

/**
 * Toggle a keyword in the URL search; the page goes back to 1. Each toggle applies to the latest
 * search, so toggles clicked faster than the page re-renders all count.
 */
export function useToggleSearchKeyword(): (keyword: string, mode?: KeywordMode) => void {
  const { update } = useSearchState();
  return useCallback((keyword: string, mode: KeywordMode = 'include') => update(keywordToggled(keyword, mode)), [update]);
}

/** Start loading the results of toggling a keyword, before the toggle (the pointer is pressed on it). */
export function usePrefetchKeywordToggle(): (keyword: string, mode?: KeywordMode) => void {
  const { prefetch } = useSearchState();
  return useCallback((keyword: string, mode: KeywordMode = 'include') => prefetch(keywordToggled(keyword, mode)), [prefetch]);
}

/**
 * Opens the advanced filters popup with a draft of the current search, optionally seeded
 * (a BPM or key typed in its dialog just before).
 */
export function useOpenAdvancedFilters(): (seed?: Partial<SearchCriteria>) => void {
  const { state } = useSearchState();
  const dispatch = useAppDispatch();
  const { open } = usePopup();
  return useCallback(
    (seed: Partial<SearchCriteria> = {}) => {
      dispatch(draftStarted({ ...pickCriteria(state), ...seed }));
      open('advanced_filters');
    },
    [dispatch, open, state],
  );
}

/**
 * Opens the BPM or key dialog. From the advanced filters it sits over them (closing returns there)
 * and writes into their draft; elsewhere it sets the URL search.
 */
export function useOpenSpecifyDialog(): (name: 'specify_bpm' | 'specify_key', target?: FilterDialogTarget) => void {
  const { open } = usePopup();
  return useCallback(
    (name: 'specify_bpm' | 'specify_key', target: FilterDialogTarget = 'search') => {
      const props: SpecifyDialogProps = { target };
      open(name, { props: { ...props }, overParent: target === 'draft' });
    },
    [open],
  );
}
