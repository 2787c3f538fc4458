export { KeywordButton, keywordMenuItem, type KeywordButtonProps, type KeywordMenuActions } from './ui/keyword-button';
export { AdvancedFiltersPopup } from './ui/advanced-filters-popup';
export { SpecifyBpmPopup } from './ui/specify-bpm-popup';
export { SpecifyKeyPopup } from './ui/specify-key-popup';
export { ReferenceTrackPopup } from './ui/reference-track-popup';
export { useOpenReferencePopup, useRemoveReference, useReferenceFileDrop, type ReferenceFileDrop } from './model/use-reference-actions';
export {
  useSearchKeywordToggle,
  type SearchKeywordToggle,
  useOpenAdvancedFilters,
  useOpenSpecifyDialog,
} from './model/use-search-filters';
