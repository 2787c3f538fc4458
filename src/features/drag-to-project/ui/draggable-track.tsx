import type { ReactNode } from 'react';
import type { TrackDto } from '@/shared/api';
import { useTrackDrag } from '../model/use-track-drag';
import './draggable-track.css';

export interface DraggableTrackProps {
  track: TrackDto;
  children: ReactNode;
  className?: string;
}

/** Wraps a track row so a signed-in user can drag it onto a project (visitors get the plain row). */
export function DraggableTrack({ track, children, className }: DraggableTrackProps) {
  const { enabled, isDragging, drag } = useTrackDrag(track);
  const classes = ['draggable-track', enabled && 'draggable-track--enabled', isDragging && 'draggable-track--dragging', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      ref={
        enabled
          ? (node) => {
              drag(node);
            }
          : undefined
      }
    >
      {children}
    </div>
  );
}
