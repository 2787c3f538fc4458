import { useDrag } from 'react-dnd';
import type { ProjectItem } from '@/entities/project';
import { DRAG_TYPES, setDragPreviewText, type ProjectItemDragItem } from '@/shared/lib/dnd';

/**
 * A project item as a drag source (reorder inside its project, or drop on another project).
 * `onEnd(didDrop)` runs once when the drag ends: the place where the new order is saved.
 */
export function useProjectItemDrag(projectUuid: string, item: ProjectItem, onEnd: (didDrop: boolean) => void) {
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: DRAG_TYPES.projectItem,
      canDrag: () => !item.pending,
      item: (): ProjectItemDragItem => {
        setDragPreviewText(item.track.full_title || item.track.title);
        return { kind: 'project_item', projectUuid, key: item.key, id: item.track.id, type: item.type, track: item.track };
      },
      end: (_item, monitor) => onEnd(monitor.didDrop()),
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [projectUuid, item, onEnd],
  );
  return { isDragging, drag };
}
