import { useLayoutEffect, useRef, type RefObject } from 'react';
import { AUDITION_ROW, rowOf } from './focus-row';

/** What Tab can reach inside a row (the rows themselves keep their roving tabindex). */
const CONTROLS = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
/** Where a control taken out of the Tab order keeps its own tabindex ("" when it had none). */
const SAVED = 'data-audition-tabindex';

function currentRow(grid: HTMLElement): HTMLElement | null {
  return grid.querySelector<HTMLElement>(`${AUDITION_ROW}[tabindex="0"]`);
}

/** Puts a control in the Tab order (in the current row) or takes it out (any other row). */
function place(control: HTMLElement, current: HTMLElement | null): void {
  if (control.matches(AUDITION_ROW)) return;
  const row = rowOf(control);
  if (!row) return;
  const saved = control.getAttribute(SAVED);
  if (row === current) {
    if (saved === null) return;
    if (saved === '') control.removeAttribute('tabindex');
    else control.setAttribute('tabindex', saved);
    control.removeAttribute(SAVED);
  } else if (saved === null) {
    control.setAttribute(SAVED, control.getAttribute('tabindex') ?? '');
    control.setAttribute('tabindex', '-1');
  }
}

function placeWithin(root: Element, current: HTMLElement | null): void {
  if (root instanceof HTMLElement && root.matches(CONTROLS)) place(root, current);
  for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) place(control, current);
}

/**
 * Keeps Tab to the current row: the row, then its own controls (play, album, versions, the "…"
 * menu), then out of the list. The other rows' controls leave the Tab order (tabindex -1) and
 * come back when their row becomes current; a pointer and assistive technology reach them all
 * the while. Without this, Tab walked every control of every row: some 500 presses to get past
 * a page of 48 results. Rows added later (a new page, an opened panel, a windowed row scrolled
 * to) are placed as they appear; a change of row touches only the two rows concerned.
 */
export function useCurrentRowTabOrder(gridRef: RefObject<HTMLElement | null>, tabStop: string | null) {
  const placedFor = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return undefined;
    placeWithin(grid, currentRow(grid));
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver((mutations) => {
      const current = currentRow(grid);
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof Element) placeWithin(node, current);
      }
    });
    observer.observe(grid, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [gridRef]);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const current = currentRow(grid);
    const previous = placedFor.current;
    if (previous === current) return;
    if (previous?.isConnected) placeWithin(previous, current);
    if (current) placeWithin(current, current);
    placedFor.current = current;
  }, [gridRef, tabStop]);
}
