export { StatePanel, ErrorState } from './state-panel';
