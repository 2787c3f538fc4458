import { prefetchSearchResults } from '@/entities/search';
import { isMobileViewport } from '@/shared/lib/viewport';
import type { PageData } from '@/shared/lib/router';
import { startFilterPanel } from '../lib/filter-panel-code';

/**
 * What the search page shows first: the address's results and, on wide screens, the filter panel
 * with its vocabulary (a phone shows the panel only when asked: its code and reads wait until then).
 */
export const loadSearchData: PageData = (dispatch, url) => {
  const filterPanel = isMobileViewport() ? [] : startFilterPanel(dispatch);
  return Promise.all([...filterPanel, dispatch(prefetchSearchResults(url.search))]);
};
