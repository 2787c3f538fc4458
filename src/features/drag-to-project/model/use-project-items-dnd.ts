import { useCallback, useEffect, useRef, useState } from 'react';
import { useDrop } from 'react-dnd';
import { type Project, type ProjectItem } from '@/entities/project';
import { PROJECT_DROP_TYPES, type DragItem } from '@/shared/lib/dnd';
import { dropIndexAt, moveBefore } from '../lib/drop-index';
import { holdsDragItem } from './use-project-drop';

let pendingId = 0;

function pendingItemOf(item: DragItem): ProjectItem {
  pendingId -= 1;
  return { id: pendingId, key: `${item.type}-${item.id}`, type: item.type, position: 0, track: item.track, pending: true };
}

const sameKeys = (a: readonly ProjectItem[], b: readonly ProjectItem[]) =>
  a.length === b.length && a.every((item, index) => item.key === b[index].key);

/**
 * The items of an open project as a sortable drop zone:
 * - dragging one of its items reorders the list live and saves the full ordered list once, when
 *   the drag ends on the list;
 * - dropping a track or stem inserts it where it was dropped and saves the full ordered list;
 * - an item the project already holds is refused (`alreadyInProject` while it hovers);
 * - `move(index, delta)` does the same from the keyboard.
 */
export interface ProjectItemsDndActions {
  /** Saves the full ordered list; resolves false when it failed (and was rolled back). */
  save: (uuid: string, items: readonly ProjectItem[]) => Promise<boolean>;
  /** A dropped track or stem was saved at its place. */
  onInserted?: (project: Project, item: DragItem) => void;
}

export function useProjectItemsDnd(project: Project, { save, onInserted }: ProjectItemsDndActions) {
  const [order, setOrder] = useState<ProjectItem[] | null>(null);
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const orderRef = useRef<ProjectItem[] | null>(null);
  const listRef = useRef<HTMLElement | null>(null);
  const projectRef = useRef(project);
  useEffect(() => {
    projectRef.current = project;
  }, [project]);
  const items = order ?? project.items;
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const updateOrder = useCallback((next: ProjectItem[] | null) => {
    orderRef.current = next;
    setOrder(next);
  }, []);

  const [{ isOver, canDrop, dragItem }, drop] = useDrop(
    () => ({
      accept: PROJECT_DROP_TYPES,
      canDrop: (item: DragItem) =>
        (item.kind === 'project_item' && item.projectUuid === projectRef.current.uuid) || !holdsDragItem(projectRef.current, item),
      hover: (item: DragItem, monitor) => {
        const current = itemsRef.current;
        const index = dropIndexAt(monitor.getClientOffset(), listRef.current, current.length);
        if (item.kind === 'project_item' && item.projectUuid === projectRef.current.uuid) {
          const from = current.findIndex((entry) => entry.key === item.key);
          const next = moveBefore(current, from, index);
          if (!sameKeys(next, current)) updateOrder(next);
          return;
        }
        if (!monitor.canDrop()) return;
        setInsertAt((previous) => (previous === index ? previous : index));
      },
      drop: (item: DragItem, monitor) => {
        const current = projectRef.current;
        if (item.kind === 'project_item' && item.projectUuid === current.uuid) return { reordered: true };
        if (monitor.didDrop()) return undefined;
        const at = dropIndexAt(monitor.getClientOffset(), listRef.current, current.items.length);
        const next = [...current.items.slice(0, at), pendingItemOf(item), ...current.items.slice(at)];
        setInsertAt(null);
        void save(current.uuid, next).then((ok) => {
          if (ok) onInserted?.(current, item);
        });
        return { inserted: true };
      },
      collect: (monitor) => ({
        isOver: monitor.isOver(),
        canDrop: monitor.canDrop(),
        dragItem: monitor.getItem<DragItem | null>(),
      }),
    }),
    [save, onInserted, updateOrder],
  );

  /** A reorder drag ended: save the new order once (when dropped on the list), else put it back. */
  const endReorder = useCallback(
    (didDrop: boolean) => {
      const next = orderRef.current;
      const current = projectRef.current;
      if (didDrop && next && !sameKeys(next, current.items)) {
        void save(current.uuid, next).finally(() => updateOrder(null));
        return;
      }
      updateOrder(null);
    },
    [save, updateOrder],
  );

  /** Keyboard move: the item at `index` goes up (-1) or down (+1); saved at once. */
  const move = useCallback(
    (index: number, delta: -1 | 1) => {
      const current = projectRef.current;
      const target = index + delta;
      if (target < 0 || target >= current.items.length) return;
      void save(current.uuid, moveBefore(current.items, index, delta > 0 ? target + 1 : target));
    },
    [save],
  );

  const connectList = useCallback(
    (node: HTMLElement | null) => {
      listRef.current = node;
      drop(node);
    },
    [drop],
  );

  const alreadyInProject = Boolean(isOver && dragItem && !canDrop);
  return {
    items,
    connectList,
    isOver: isOver && canDrop,
    alreadyInProject,
    insertAt: isOver && canDrop && dragItem?.kind !== 'project_item' ? insertAt : null,
    isDragging: dragItem !== null,
    draggingKey: order && dragItem?.kind === 'project_item' ? `${dragItem.type}-${dragItem.id}` : null,
    endReorder,
    move,
  };
}
