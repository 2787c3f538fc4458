import { useEffect, type RefObject } from 'react';
import type { TrackDto } from '@/shared/api';
import { DndScope } from '@/shared/lib/dnd';
import { useTrackDrag } from '../model/use-track-drag';

export interface TrackDragSourceProps {
  track: TrackDto;
  /** The element the user drags (the row's wrapper). */
  nodeRef: RefObject<HTMLElement | null>;
  onDraggingChange: (dragging: boolean) => void;
}

function ConnectedSource({ track, nodeRef, onDraggingChange }: TrackDragSourceProps) {
  const { isDragging, drag } = useTrackDrag(track);
  useEffect(() => {
    drag(nodeRef.current);
    return () => {
      drag(null);
    };
  }, [drag, nodeRef]);
  useEffect(() => {
    onDraggingChange(isDragging);
  }, [isDragging, onDraggingChange]);
  return null;
}

/**
 * Makes the element of `nodeRef` a drag source of `track`; renders nothing. Its own module, with
 * react-dnd, so pages load it only for signed-in users, once the page has painted (`DraggableTrack`).
 * Every scope shares react-dnd's one manager of the window, so its drop targets are the sidebar's projects.
 */
export default function TrackDragSource(props: TrackDragSourceProps) {
  return (
    <DndScope>
      <ConnectedSource {...props} />
    </DndScope>
  );
}
