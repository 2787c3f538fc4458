/**
 * The parts of a cue sheet download loaded on first use (the endpoint, the collection lookup, the
 * file name, saving), kept out of the initial bundle; the saga that drives them is tiny and always
 * running.
 */
export { cueSheetApi, cueSheetFileName } from '@/entities/cue-sheet';
export { discNumberFromLink, lacksDiscNumber, lookUpCollection } from './cue-sheet-item';
export { saveText } from '@/shared/lib/save-file';
