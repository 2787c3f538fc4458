export { FilterPanel, type FilterPanelProps } from './ui/filter-panel';
