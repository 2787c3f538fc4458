export { AddToProjectPopup, RemoveTrackPopup } from './ui/lazy';
export type { RemoveTrackPopupProps } from './ui/remove-track-popup';
export { useAddToProject, type AddToProjectInput, type AddOutcome } from './model/use-add-to-project';
export { useAddToLastProject } from './model/use-add-to-last-project';
export { useRemoveProjectItem } from './model/use-remove-project-item';
export { useSaveProjectItems } from './model/use-save-project-items';
export {
  addedMessage,
  alreadyInProjectMessage,
  ADD_FAILED,
  removedMessage,
  removeFailedMessage,
  UPDATE_ITEMS_FAILED,
} from './model/messages';
