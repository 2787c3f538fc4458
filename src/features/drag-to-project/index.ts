export { DraggableTrack, type DraggableTrackProps } from './ui/draggable-track';
export { useTrackDrag } from './model/use-track-drag';
