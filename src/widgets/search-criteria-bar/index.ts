export { SearchCriteriaBar } from './ui/search-criteria-bar';
