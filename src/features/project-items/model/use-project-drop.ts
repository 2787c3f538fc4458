import { useDrop } from 'react-dnd';
import type { Project } from '@/entities/project';
import { DRAG_TYPES, type DragItem } from '@/shared/lib/dnd';
import { useAddToProject } from './use-add-to-project';

export type ProjectDropState = 'none' | 'over' | 'duplicate';

/** Whether the project already holds the dragged item (matched by id and type). */
export function holdsDragItem(project: Pick<Project, 'items'>, item: DragItem): boolean {
  return project.items.some((entry) => entry.type === item.type && entry.track.id === item.id);
}

/**
 * A project in the list as a drop target: a dropped track or stem (or an item of another
 * project) is added at the end; an item it already holds is refused ("Track already in project").
 */
export function useProjectDrop(project: Project) {
  const add = useAddToProject();
  const [{ isOver, canDrop }, drop] = useDrop(
    () => ({
      accept: [DRAG_TYPES.track, DRAG_TYPES.stem, DRAG_TYPES.projectItem],
      canDrop: (item: DragItem) => !holdsDragItem(project, item),
      drop: (item: DragItem) => {
        void add({
          project: { uuid: project.uuid, title: project.title },
          item: { id: item.id, type: item.type, title: item.track.full_title || item.track.title },
          track: item.track,
        });
      },
      collect: (monitor) => ({ isOver: monitor.isOver(), canDrop: monitor.canDrop() }),
    }),
    [project, add],
  );
  const dropState: ProjectDropState = isOver ? (canDrop ? 'over' : 'duplicate') : 'none';
  return { drop, dropState };
}

