export { SearchCriteriaBar, type SearchCriteriaBarProps } from './ui/search-criteria-bar';
