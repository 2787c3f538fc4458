import { useLayoutEffect, useRef, type RefObject } from 'react';
import { AUDITION_ROW, rowOf } from './focus-row';

/** What Tab can reach inside a row (the row cells themselves keep their roving tabindex). */
const CONTROLS = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
/** Where a control taken out of the Tab order keeps its own tabindex ("" when it had none). */
const SAVED = 'data-audition-tabindex';

/**
 * Keeps Tab to the current row: its cell, then its own controls (play, album, versions, the "…"
 * menu), then out of the list. The other rows' controls leave the Tab order (tabindex -1) and
 * come back when their row becomes current; a pointer and assistive technology reach them all
 * the while. Without this, Tab walked every control of every row: some 500 presses to get past
 * a page of 48 results. Rows added later (a new page, an opened panel, a windowed row scrolled
 * to) are handled as they appear.
 */
export function useCurrentRowTabOrder(gridRef: RefObject<HTMLElement | null>, tabStop: string | null) {
  const tabStopRef = useRef(tabStop);
  useLayoutEffect(() => {
    tabStopRef.current = tabStop;
    const grid = gridRef.current;
    if (grid) syncTabOrder(grid);
  }, [gridRef, tabStop]);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => syncTabOrder(grid));
    observer.observe(grid, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [gridRef]);
}

function syncTabOrder(grid: HTMLElement): void {
  const current = grid.querySelector<HTMLElement>(`${AUDITION_ROW}[tabindex="0"]`);
  for (const control of grid.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.matches(AUDITION_ROW)) continue;
    const row = rowOf(control);
    if (!row) continue;
    const saved = control.getAttribute(SAVED);
    if (row === current) {
      if (saved === null) continue;
      if (saved === '') control.removeAttribute('tabindex');
      else control.setAttribute('tabindex', saved);
      control.removeAttribute(SAVED);
    } else if (saved === null) {
      control.setAttribute(SAVED, control.getAttribute('tabindex') ?? '');
      control.setAttribute('tabindex', '-1');
    }
  }
}
