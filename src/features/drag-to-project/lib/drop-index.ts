/**
 * Where a drop at `point` lands in a list whose rows carry `data-item-index`: before the row under
 * the pointer when in its upper half, after it otherwise; past the last row when below every row.
 */
export function dropIndexAt(point: { x: number; y: number } | null, container: HTMLElement | null, count: number): number {
  if (!point || !container || typeof document.elementFromPoint !== 'function') return count;
  const row = document.elementFromPoint(point.x, point.y)?.closest<HTMLElement>('[data-item-index]');
  if (!row || !container.contains(row)) return count;
  const index = Number(row.dataset.itemIndex);
  if (!Number.isInteger(index)) return count;
  const rect = row.getBoundingClientRect();
  return point.y > rect.top + rect.height / 2 ? index + 1 : index;
}

/** `items` with the element at `from` placed so that it ends before what was at `before` (0..n). */
export function moveBefore<T>(items: readonly T[], from: number, before: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const to = before > from ? before - 1 : before;
  if (to === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, moved);
  return next;
}
