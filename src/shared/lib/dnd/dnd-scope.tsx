import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

/**
 * Drag and drop for a subtree. react-dnd shares one manager per window between every scope, so a
 * track dragged in the search results can be dropped on a project in the sidebar. Mounted only
 * where dragging happens, keeping react-dnd out of the first page's bundle.
 */
export function DndScope({ children }: { children: ReactNode }) {
  return <DndProvider backend={HTML5Backend}>{children}</DndProvider>;
}
