export { FilterPanel } from './ui/filter-panel';
