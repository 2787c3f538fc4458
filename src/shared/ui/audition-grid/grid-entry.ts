import { MAIN_CONTENT_ID } from '../../config';
import { shortcutOf } from './keys/key-target';
import { AUDITION_ROW, focusRow, rowOf } from './focus-row';

/** A mounted track list, as the page-wide keys see it. */
export interface GridEntry {
  element: () => HTMLElement | null;
  /** Opens the "Keyboard shortcuts" popup. */
  help: () => void;
}

const grids = new Set<GridEntry>();
let lastUsed: GridEntry | null = null;
let stopListening: (() => void) | null = null;

function byDocumentOrder(a: GridEntry, b: GridEntry): number {
  const [x, y] = [a.element(), b.element()];
  if (!x || !y) return 0;
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The list the page-wide keys go to: the one last used, else the page's first (not the sidebar's). */
function entryGrid(doc: Document): GridEntry | undefined {
  if (lastUsed?.element()?.isConnected) return lastUsed;
  const mounted = [...grids].filter((grid) => grid.element()?.isConnected).sort(byDocumentOrder);
  const main = doc.getElementById(MAIN_CONTENT_ID);
  return mounted.find((grid) => main?.contains(grid.element())) ?? mounted[0];
}

function listen(doc: Document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    for (const grid of grids) if (grid.element()?.contains(event.target as Node)) lastUsed = grid;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const command = shortcutOf(event);
    if (command?.type === 'help') {
      const grid = entryGrid(doc);
      if (!grid) return;
      event.preventDefault();
      grid.help();
      return;
    }
    // J and K (not the arrows, which scroll the page) step into the list from anywhere else on it.
    if (command?.type !== 'move' || event.key.startsWith('Arrow') || rowOf(event.target)) return;
    const row = entryGrid(doc)?.element()?.querySelector<HTMLElement>(`${AUDITION_ROW}[tabindex="0"]`);
    if (!row) return;
    event.preventDefault();
    focusRow(row);
  };
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * Puts a track list on the page for the keys pressed outside every list: `?` opens the shortcuts,
 * J or K move focus into the list (the one last used, else the page's first). One document
 * listener serves every list; it is there while any list is. Returns the unregister function.
 */
export function registerGrid(entry: GridEntry, doc: Document = document): () => void {
  grids.add(entry);
  stopListening ??= listen(doc);
  return () => {
    grids.delete(entry);
    if (lastUsed === entry) lastUsed = null;
    if (grids.size === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}
