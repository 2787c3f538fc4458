import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/shared/redux';
import { startFilterPanel } from '../lib/filter-panel-code';

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
    for (const started of startFilterPanel(dispatch)) started.catch(() => {});
  }, [asked, dispatch]);
  return { asked, ask };
}
