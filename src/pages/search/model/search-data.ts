import { prefetchSearchResults } from '@/entities/search';
import { prefetchFilterVocabulary } from '@/entities/vocabulary';
import type { PageData } from '@/shared/lib/router';

/** What the search page shows first: the filter panel's vocabulary and the address's results. */
export const loadSearchData: PageData = (dispatch, url) =>
  Promise.all([...prefetchFilterVocabulary().map((read) => dispatch(read)), dispatch(prefetchSearchResults(url.search))]);
