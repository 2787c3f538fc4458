import { memo, useCallback, useMemo, type KeyboardEvent } from 'react';
import { PROJECT_ITEM_ROW_HEIGHT_PX, projectQueueSource, ProjectItemRow, type Project, type ProjectItem } from '@/entities/project';
import { PlayOverlay, usePlayItem } from '@/features/player';
import { useProjectItemDrag, useProjectItemsDnd } from '@/features/drag-to-project';
import { addedMessage, useAddToLastProject, useSaveProjectItems } from '@/features/project-items';
import type { DragItem } from '@/shared/lib/dnd';
import { notify } from '@/shared/lib/notify';
import type { QueueEntry } from '@/features/player';
import { usePopup } from '@/shared/lib/popup';
import { ItemActionsMenu, trackItemRef, useTrackKeyActions } from '@/features/track-actions';
import { useWindowedRows } from '@/shared/lib/windowed-rows';
import { AuditionGrid, AuditionRow, type AuditionRowActions } from '@/shared/ui/audition-grid';

interface SortableRowProps {
  project: Pick<Project, 'uuid' | 'title'>;
  item: ProjectItem;
  index: number;
  count: number;
  queue: QueueEntry[];
  dropBefore: boolean;
  dropAfter: boolean;
  dragging: boolean;
  onEnd: (didDrop: boolean) => void;
  onMove: (index: number, delta: -1 | 1) => void;
}

const SortableRow = memo(function SortableRow({ project, item, index, count, queue, dropBefore, dropAfter, dragging, onEnd, onMove }: SortableRowProps) {
  const { drag } = useProjectItemDrag(project.uuid, item, onEnd);
  const { open } = usePopup();
  const title = item.track.full_title || item.track.title;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(index, event.key === 'ArrowUp' ? -1 : 1);
    }
  }

  const menuItems = [
    { key: 'up', label: 'Move up', disabled: index === 0 || item.pending, onSelect: () => onMove(index, -1) },
    { key: 'down', label: 'Move down', disabled: index === count - 1 || item.pending, onSelect: () => onMove(index, 1) },
    {
      key: 'remove',
      label: 'Remove from project',
      disabled: item.pending,
      onSelect: () =>
        void open('remove_track', {
          props: { uuid: project.uuid, projectTitle: project.title, id: item.track.id, type: item.type, title },
        }),
    },
  ];

  return (
    <AuditionRow
      rowKey={item.key}
      item={item}
      aria-rowindex={index + 1}
      label={`${title}, ${index + 1} of ${count}. Alt+Up or Alt+Down moves it.`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      onKeyDown={handleKeyDown}
    >
      <ProjectItemRow
        ref={(node) => {
          drag(node);
        }}
        item={item}
        dragState={dragging ? 'dragging' : dropBefore ? 'drop-before' : dropAfter ? 'drop-after' : 'none'}
        play={
          <PlayOverlay
            track={item.track}
            queue={queue}
            queueKey={item.key}
            source={projectQueueSource(project.uuid)}
            description={`Project: ${project.title}`}
            size="sm"
          />
        }
        menu={<ItemActionsMenu item={trackItemRef(item.track)} track={item.track} extraItems={menuItems} label={`More options for ${title}`} />}
      />
    </AuditionRow>
  );
});

/**
 * The items of an open project: drag to reorder (saved once when the drag ends), drop tracks or
 * stems at a position, Alt+Up / Alt+Down from the keyboard. "Drag and drop tracks here!" when empty.
 * The rows are a grid walked by keyboard like every track list (J/K, Enter plays, A, D, F).
 * Only the rows in view are rendered (fixed-height rows), so a project of hundreds of items opens
 * and reorders as fast as a short one; the row being dragged stays rendered while it is dragged.
 */
export function ProjectItems({ project }: { project: Project }) {
  const save = useSaveProjectItems();
  const onInserted = useCallback((saved: Project, item: DragItem) => {
    notify.show(addedMessage(item.track.full_title || item.track.title, saved.title, false), { variant: 'success' });
  }, []);
  const { items, insertAt, draggingKey, connectList, isOver, alreadyInProject, endReorder, move } = useProjectItemsDnd(project, {
    save,
    onInserted,
  });
  // The play queue follows the saved order, not the live order of a drag in progress: a reorder
  // step then re-renders only the rows that moved.
  const queue = useMemo<QueueEntry[]>(() => project.items.map((item) => ({ key: item.key, track: item.track })), [project.items]);
  const { attach, range } = useWindowedRows(items.length, PROJECT_ITEM_ROW_HEIGHT_PX);
  const playItem = usePlayItem();
  const addToLastProject = useAddToLastProject();
  const { download, findSimilar } = useTrackKeyActions();
  const keyActions = useMemo<AuditionRowActions<ProjectItem>>(
    () => ({
      play: (item) => playItem(item.track, { queue, queueKey: item.key, source: projectQueueSource(project.uuid), description: `Project: ${project.title}` }),
      add: (item) => void addToLastProject(trackItemRef(item.track), item.track),
      download: (item) => download(item.track),
      findSimilar: (item) => findSimilar(item.track),
    }),
    [playItem, queue, project.uuid, project.title, addToLastProject, download, findSimilar],
  );
  const shown = useMemo(() => {
    const rows = items.slice(range.start, range.end).map((item, offset) => ({ item, index: range.start + offset }));
    const draggedIndex = draggingKey ? items.findIndex((item) => item.key === draggingKey) : -1;
    if (draggedIndex >= 0 && (draggedIndex < range.start || draggedIndex >= range.end)) rows.push({ item: items[draggedIndex], index: draggedIndex });
    return rows;
  }, [items, range.start, range.end, draggingKey]);
  const classes = ['project-items', isOver && 'project-items--over', alreadyInProject && 'project-items--refused'].filter(Boolean).join(' ');

  return (
    <div className={classes} ref={connectList} data-testid="project-drop-zone">
      {alreadyInProject ? (
        <p className="project-items__refused" role="status">
          Track already in project
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="project-items__empty">Drag and drop tracks here!</p>
      ) : (
        <AuditionGrid
          ref={attach}
          className="project-items__list"
          aria-label={`Tracks in ${project.title}`}
          // Only the rows in view are rendered: the grid says how many there are, each row its place.
          aria-rowcount={items.length}
          style={{ height: items.length * PROJECT_ITEM_ROW_HEIGHT_PX }}
          actions={keyActions}
          firstRowKey={shown[0]?.item.key ?? null}
        >
          {shown.map(({ item, index }) => (
            <div
              key={item.key}
              data-item-index={index}
              className="project-items__item"
              style={{ top: index * PROJECT_ITEM_ROW_HEIGHT_PX, height: PROJECT_ITEM_ROW_HEIGHT_PX }}
            >
              <SortableRow
                project={project}
                item={item}
                index={index}
                count={items.length}
                queue={queue}
                dropBefore={insertAt === index}
                dropAfter={insertAt === items.length && index === items.length - 1}
                dragging={draggingKey === item.key}
                onEnd={endReorder}
                onMove={move}
              />
            </div>
          ))}
        </AuditionGrid>
      )}
    </div>
  );
}
