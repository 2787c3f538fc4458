export {
  SEARCH_SORTS,
  SEARCH_TYPES,
  defaultSearchState,
  hasCriteria,
  keywordStatus,
  pickCriteria,
  searchHref,
  toApiQuery,
  toApiState,
  toggleKeyword,
  type KeywordMode,
  type SearchCriteria,
  type SearchSort,
  type SearchState,
  type SearchType,
} from './model/search-state';
export {
  useBrowseMusicHref,
  useRememberSearch,
  useSearchState,
} from './model/use-search-state';
export {
  useSearchAlbumsQuery,
  useSearchPlaylistsQuery,
  useSearchTracksQuery,
  useCountSearchTracksQuery,
  useGetSimilarToTrackQuery,
  prefetchSearchResults,
  searchTracks,
} from './api/search-api';
export {
  criteriaOf,
  removeCriterion,
  unmatchedOutsideChips,
  type Criterion,
} from './lib/criteria';
export { CriterionChip } from './ui/criterion-chip';
