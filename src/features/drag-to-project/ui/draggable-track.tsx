import { lazy, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TrackDto } from '@/shared/api';
import { useAfterFirstPaint } from '@/shared/lib/after-first-paint';
import { OptionalPart } from '@/shared/ui/failure-boundary';
import { useCanDragTrack } from '../model/use-can-drag-track';
import './draggable-track.css';

const TrackDragSource = lazy(() => import('./track-drag-source'));

export interface DraggableTrackProps {
  track: TrackDto;
  children: ReactNode;
  className?: string;
}

interface DragConnectionProps {
  track: TrackDto;
  nodeRef: RefObject<HTMLDivElement | null>;
  onDraggingChange: (dragging: boolean) => void;
}

/** Connects the row once the page has painted (only rows a signed-in user can drag wait for that). */
function DragConnection({ track, nodeRef, onDraggingChange }: DragConnectionProps) {
  const afterFirstPaint = useAfterFirstPaint();
  if (!afterFirstPaint) return null;
  // Drag code that cannot be downloaded leaves the row as it is, only not draggable (the item
  // menu's "Add to project" is still there).
  return (
    <OptionalPart label="Dragging a track">
      <TrackDragSource track={track} nodeRef={nodeRef} onDraggingChange={onDraggingChange} />
    </OptionalPart>
  );
}

/**
 * Wraps a track row so a signed-in user can drag it onto a project. Visitors cannot drag, so they
 * never download the drag-and-drop code; signed-in users get it once the page has painted (the
 * wrapper's element is the same before and after, so nothing moves or re-mounts).
 */
export function DraggableTrack({ track, children, className }: DraggableTrackProps) {
  const draggable = useCanDragTrack(track);
  const nodeRef = useRef<HTMLDivElement>(null);
  const [isDragging, setDragging] = useState(false);
  const classes = ['draggable-track', draggable && 'draggable-track--enabled', isDragging && 'draggable-track--dragging', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} ref={nodeRef}>
      {draggable ? <DragConnection track={track} nodeRef={nodeRef} onDraggingChange={setDragging} /> : null}
      {children}
    </div>
  );
}
