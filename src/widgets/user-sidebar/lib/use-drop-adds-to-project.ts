import { useCallback } from 'react';
import type { Project } from '@/entities/project';
import { useProjectDrop } from '@/features/drag-to-project';
import { useAddToProject } from '@/features/project-items';
import type { DragItem } from '@/shared/lib/dnd';

/**
 * A drop target in the sidebar that adds the dropped track or stem to `project` at its end, the
 * one way a project in the list and an open project whose items cannot be listed take a drop.
 * Returns the ref to put on the target and how the drag over it goes (over, refused duplicate).
 */
export function useDropAddsToProject(project: Project) {
  const add = useAddToProject();
  const onAdd = useCallback(
    (target: Project, item: DragItem) =>
      void add({
        project: { uuid: target.uuid, title: target.title },
        item: { id: item.id, type: item.type, title: item.track.full_title || item.track.title },
        track: item.track,
      }),
    [add],
  );
  const { drop, dropState } = useProjectDrop(project, onAdd);
  const dropTarget = useCallback((node: HTMLElement | null) => {
    drop(node);
  }, [drop]);
  return { dropTarget, dropState };
}
