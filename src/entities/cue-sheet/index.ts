export { cueSheetApi, cueSheetKey } from './api/cue-sheet-api';
export { cueSheetFileName } from './lib/cue-sheet-file-name';
export { readCueSheet, parseCsv, type CueSheetEntry, type CueSheetParty } from './lib/read-cue-sheet';
