export {
  DRAG_TYPES,
  PROJECT_DROP_TYPES,
  type DragType,
  type DragItem,
  type CatalogueDragItem,
  type ProjectItemDragItem,
} from './drag-types';
export { DndScope } from './dnd-scope';
export { dragPreviewNode, setDragPreviewText } from './drag-preview';
