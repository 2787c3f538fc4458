/** Marks a row of an audition grid (its value is the row's key); rows of sub-lists are inside. */
export const AUDITION_ROW = '[data-audition-row]';

/** Focuses a row and brings it into view, clear of the sticky header and the player bar (its scroll margins). */
export function focusRow(row: HTMLElement): void {
  row.focus({ preventScroll: true });
  if (typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest' });
}

/** The innermost row an event happened in (a version's row, not the track row around it). */
export function rowOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(AUDITION_ROW) : null;
}
