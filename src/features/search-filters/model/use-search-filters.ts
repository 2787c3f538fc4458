import { useCallback, useMemo } from 'react';
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

export interface SearchKeywordToggle {
  /**
   * Toggle a keyword in the URL search; the page goes back to 1. Each toggle applies to the latest
   * search, so toggles clicked faster than the page re-renders all count.
   */
  toggle: (keyword: string, mode?: KeywordMode) => void;
  /** Start loading the results of that toggle before it is made (the pointer is pressed on the keyword). */
  prefetch: (keyword: string, mode?: KeywordMode) => void;
}

/** Toggling keywords in the URL search. Both functions stay the same across searches. */
export function useSearchKeywordToggle(): SearchKeywordToggle {
  const { update, prefetch } = useSearchState();
  return useMemo(
    () => ({
      toggle: (keyword, mode = 'include') => update(keywordToggled(keyword, mode)),
      prefetch: (keyword, mode = 'include') => prefetch(keywordToggled(keyword, mode)),
    }),
    [update, prefetch],
  );
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
