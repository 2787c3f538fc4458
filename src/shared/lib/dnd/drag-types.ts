import type { TrackDto } from '../../api';

/** Drag item types: a track (or version) or stem from any list, or an item inside a project. */
export const DRAG_TYPES = { track: 'track', stem: 'stem', projectItem: 'project_item' } as const;
export type DragType = (typeof DRAG_TYPES)[keyof typeof DRAG_TYPES];

/** A track or stem dragged from a list (search results, album pages…). */
export interface CatalogueDragItem {
  kind: 'catalogue';
  id: number;
  type: 'track' | 'stem';
  track: TrackDto;
}

/** An item being reordered inside a project. */
export interface ProjectItemDragItem {
  kind: 'project_item';
  /** The project it belongs to. */
  projectUuid: string;
  /** Its key in the project list (`track-12`). */
  key: string;
  id: number;
  type: 'track' | 'stem';
  track: TrackDto;
}

export type DragItem = CatalogueDragItem | ProjectItemDragItem;

/** Every type a project accepts. */
export const PROJECT_DROP_TYPES: DragType[] = [DRAG_TYPES.track, DRAG_TYPES.stem, DRAG_TYPES.projectItem];
