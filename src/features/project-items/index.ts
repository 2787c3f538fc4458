export { AddToProjectPopup } from './ui/add-to-project-popup';
export { RemoveTrackPopup, type RemoveTrackPopupProps } from './ui/remove-track-popup';
export { useAddToProject, type AddToProjectInput, type AddOutcome } from './model/use-add-to-project';
export { useRemoveProjectItem } from './model/use-remove-project-item';
export { useSaveProjectItems } from './model/use-save-project-items';
export { useProjectDrop, holdsDragItem, type ProjectDropState } from './model/use-project-drop';
export { useProjectItemsDnd } from './model/use-project-items-dnd';
export { useProjectItemDrag } from './model/use-project-item-drag';
export {
  addedMessage,
  alreadyInProjectMessage,
  ADD_FAILED,
  removedMessage,
  removeFailedMessage,
  UPDATE_ITEMS_FAILED,
} from './model/messages';
