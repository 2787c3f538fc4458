export { SearchBox } from './ui/search-box';
