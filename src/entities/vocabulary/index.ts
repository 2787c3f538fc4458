export {
  FILTER_CATEGORY_LABELS,
  type FilterCategoryId,
  type FilterKeyword,
  type FilterSubcategory,
} from './model/filter-vocabulary';
export {
  isWideSubcategory,
} from './lib/map-vocabulary';
export { useFilterVocabulary } from './model/use-filter-vocabulary';
export { prefetchFilterVocabulary } from './api/vocabulary-api';
