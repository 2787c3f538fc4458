export { RemovableChip, type RemovableChipProps } from './removable-chip';
