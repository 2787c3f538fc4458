export { CueSheetPage } from './ui/cue-sheet-page';
export { editCueSheetSaga } from './model/edit-cue-sheet-saga';
export { editFilesChosen } from './model/edit-cue-sheet-slice';
