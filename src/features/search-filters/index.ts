export { KeywordButton, keywordMenuItem, type KeywordButtonProps } from './ui/keyword-button';
export { AdvancedFiltersPopup } from './ui/advanced-filters-popup';
export { SpecifyBpmPopup } from './ui/specify-bpm-popup';
export { SpecifyKeyPopup } from './ui/specify-key-popup';
export {
  useToggleSearchKeyword,
  useOpenAdvancedFilters,
  useOpenSpecifyDialog,
} from './model/use-search-filters';
