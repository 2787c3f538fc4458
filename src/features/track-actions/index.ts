export { useCueSheetDownload, type CueSheetDownload } from './model/cue-sheet/use-cue-sheet-download';
export { cueSheetSaga } from './model/cue-sheet/cue-sheet-saga';
