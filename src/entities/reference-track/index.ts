export {
  referenceCleared,
  referenceLoaded,
  selectReferenceTrack,
  type KeyConfidence,
  type ReferenceTrack,
} from './model/reference-slice';
export { ReferenceChip, type ReferenceChipProps } from './ui/reference-chip';
export { ReferenceWaveform, type ReferenceWaveformProps } from './ui/reference-waveform';
