export { useCueSheetDownload, type CueSheetDownload } from './model/cue-sheet/use-cue-sheet-download';
export { cueSheetSaga } from './model/cue-sheet/cue-sheet-saga';
export { ItemActionsMenu, type ItemActionsMenuProps } from './ui/item-actions-menu';
export { useItemActions, ITEM_ACTION_LABELS, type ItemAction, type ItemActionKey } from './model/use-item-actions';
export { useTrackKeyActions } from './model/use-track-key-actions';
export { trackItemRef, collectionItemRef, projectItemRef } from './lib/item-ref';
