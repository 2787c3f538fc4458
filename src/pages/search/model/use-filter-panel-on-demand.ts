import { useCallback, useState } from 'react';
import { prefetchFilterVocabulary } from '@/entities/vocabulary';
import { useAppDispatch } from '@/shared/redux';
import { loadFilterPanel } from '../lib/filter-panel-code';

/**
 * A phone's filter panel, asked for by SHOW FILTERS: `asked` turns true for good, and the panel's
 * code and its vocabulary start together at that press (not the reads after the code).
 */
export function useFilterPanelOnDemand(): { asked: boolean; ask: () => void } {
  const dispatch = useAppDispatch();
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => {
    if (asked) return;
    setAsked(true);
    // A failed download shows in the panel's place (the slot asks again).
    loadFilterPanel().catch(() => {});
    for (const read of prefetchFilterVocabulary()) dispatch(read);
  }, [asked, dispatch]);
  return { asked, ask };
}
