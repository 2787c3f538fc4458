export { SearchBox, type SearchBoxProps } from './ui/search-box';
export { fieldOf, searchFromField, SEARCH_FIELD_LABELS, type SearchField } from './model/search-field';
