/**
 * The parts of a cue sheet download loaded on first use (the endpoint, the file name, saving),
 * kept out of the initial bundle; the saga that drives them is tiny and always running.
 */
export { cueSheetApi } from './cue-sheet-api';
export { cueSheetFileName } from './cue-sheet-file-name';
export { saveText } from '@/shared/lib/save-file';
