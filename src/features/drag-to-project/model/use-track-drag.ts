import { useEffect } from 'react';
import { useDrag } from 'react-dnd';
import { entryOfTrack } from '@/entities/project';
import { selectCachedUser } from '@/entities/user';
import type { TrackDto } from '@/shared/api';
import { dragPreviewNode, setDragPreviewText, type CatalogueDragItem } from '@/shared/lib/dnd';
import { openSidebar } from '@/shared/lib/sidebar';
import { useAppDispatch, useAppSelector } from '@/shared/redux';

/**
 * A track or stem as a drag source, for signed-in users only. Starting a drag opens the sidebar on
 * MY PROJECTS, where every project is a drop target; the drag image is the 250 px title preview.
 */
export function useTrackDrag(track: TrackDto) {
  // Read from the cache, not subscribed: every row of every list is a drag source, and each new
  // subscriber of the always-stale current-user query would ask the server again.
  const isSignedIn = useAppSelector(selectCachedUser) !== null;
  const dispatch = useAppDispatch();
  const entry = entryOfTrack(track);
  const enabled = isSignedIn && entry !== null;
  const [{ isDragging }, drag, preview] = useDrag(
    () => ({
      type: entry?.type ?? 'track',
      canDrag: () => enabled,
      item: (): CatalogueDragItem => {
        setDragPreviewText(track.full_title || track.display_title || track.title);
        // After the browser took its drag snapshot: changing the page during dragstart can cancel the drag.
        setTimeout(() => dispatch(openSidebar('projects')), 0);
        return { kind: 'catalogue', id: track.id, type: entry?.type ?? 'track', track };
      },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [track, enabled, entry?.type, dispatch],
  );
  useEffect(() => {
    const node = dragPreviewNode();
    if (enabled && node) preview(node);
  }, [enabled, preview]);
  return { enabled, isDragging, drag };
}
