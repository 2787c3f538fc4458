import { useDrop } from 'react-dnd';
import type { Project } from '@/entities/project';
import { DRAG_TYPES, type DragItem } from '@/shared/lib/dnd';

export type ProjectDropState = 'none' | 'over' | 'duplicate';

/** Whether the project already holds the dragged item (matched by id and type). */
export function holdsDragItem(project: Pick<Project, 'items'>, item: DragItem): boolean {
  return project.items.some((entry) => entry.type === item.type && entry.track.id === item.id);
}

/**
 * A project in the list as a drop target: a dropped track or stem (or an item of another
 * project) goes to `onAdd`; an item it already holds is refused ("Track already in project").
 */
export function useProjectDrop(project: Project, onAdd: (project: Project, item: DragItem) => void) {
  const [{ isOver, canDrop }, drop] = useDrop(
    () => ({
      accept: [DRAG_TYPES.track, DRAG_TYPES.stem, DRAG_TYPES.projectItem],
      canDrop: (item: DragItem) => !holdsDragItem(project, item),
      drop: (item: DragItem) => onAdd(project, item),
      collect: (monitor) => ({ isOver: monitor.isOver(), canDrop: monitor.canDrop() }),
    }),
    [project, onAdd],
  );
  const dropState: ProjectDropState = isOver ? (canDrop ? 'over' : 'duplicate') : 'none';
  return { drop, dropState };
}

