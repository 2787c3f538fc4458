import { useEffect } from 'react';
import { useDrag } from 'react-dnd';
import { entryOfTrack } from '@/entities/project';
import type { TrackDto } from '@/shared/api';
import { dragPreviewNode, setDragPreviewText, type CatalogueDragItem } from '@/shared/lib/dnd';
import { openSidebar } from '@/shared/lib/sidebar';
import { useAppDispatch } from '@/shared/redux';

/**
 * A track or stem as a drag source (mounted only where `useCanDragTrack` allows). Starting a drag
 * opens the sidebar on MY PROJECTS, where every project is a drop target; the drag image is the
 * 250 px title preview.
 */
export function useTrackDrag(track: TrackDto) {
  const dispatch = useAppDispatch();
  const type = entryOfTrack(track)?.type ?? 'track';
  const [{ isDragging }, drag, preview] = useDrag(
    () => ({
      type,
      item: (): CatalogueDragItem => {
        setDragPreviewText(track.full_title || track.display_title || track.title);
        // After the browser took its drag snapshot: changing the page during dragstart can cancel the drag.
        setTimeout(() => dispatch(openSidebar('projects')), 0);
        return { kind: 'catalogue', id: track.id, type, track };
      },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [track, type, dispatch],
  );
  useEffect(() => {
    const node = dragPreviewNode();
    if (node) preview(node);
  }, [preview]);
  return { isDragging, drag };
}
