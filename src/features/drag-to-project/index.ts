export { DraggableTrack, type DraggableTrackProps } from './ui/draggable-track';
export { useProjectDrop, holdsDragItem, type ProjectDropState } from './model/use-project-drop';
export { useProjectItemsDnd, type ProjectItemsDndActions } from './model/use-project-items-dnd';
export { useProjectItemDrag } from './model/use-project-item-drag';
