export { KeywordButton, keywordMenuItem, type KeywordButtonProps } from './ui/keyword-button';
export { AdvancedFiltersPopup } from './ui/advanced-filters-popup';
export { SpecifyBpmPopup } from './ui/specify-bpm-popup';
export { SpecifyKeyPopup } from './ui/specify-key-popup';
export {
  useToggleSearchKeyword,
  useOpenAdvancedFilters,
  useOpenSpecifyDialog,
  type FilterDialogTarget,
  type SpecifyDialogProps,
} from './model/use-search-filters';
export { useAdvancedFilters, advancedFiltersButton, showResultsLabel, type AdvancedFiltersButton } from './model/use-advanced-filters';
export {
  advancedFiltersSlice,
  draftStarted,
  draftChanged,
  draftCleared,
  draftKeywordToggled,
  selectDraft,
  type AdvancedFiltersState,
} from './model/advanced-filters-slice';
export { normalizeBpm, normalizeKey, BPM_FORMAT_ERROR } from './lib/normalize-filters';
