export {
  FILTER_CATEGORY_LABELS,
  SPECIFY_BPM_KEYWORD,
  SPECIFY_KEY_KEYWORD,
  type FilterCategory,
  type FilterCategoryId,
  type FilterKeyword,
  type FilterKeywordGroup,
  type FilterSubcategory,
} from './model/filter-vocabulary';
export {
  KEYWORD_CATEGORY_ORDER,
  INSTRUMENT_CATEGORY_ORDER,
  COMPOSER_GROUPS,
  composerGroup,
  composerLabel,
  isWideSubcategory,
  mapComposers,
  mapInstrumentCategories,
  mapKeywordCategories,
  type ComposerGroup,
} from './lib/map-vocabulary';
export {
  vocabularyApi,
  useGetComposersQuery,
  useGetInstrumentCategoriesQuery,
  useGetKeywordCategoriesQuery,
} from './api/vocabulary-api';
export { useFilterVocabulary, type FilterVocabulary } from './model/use-filter-vocabulary';
