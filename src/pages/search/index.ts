export { SearchPage } from './ui/search-page';
export { loadSearchData } from './model/search-data';
