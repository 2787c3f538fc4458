/** Page numbers to show: first, last, and a window around the current page; null marks a gap. */
export function pageItems(current: number, total: number, around = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

// One formatter for every count: `toLocaleString` builds a new one on each call (about 1 ms).
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** "1 result", "1,234 results". */
export function resultCountText(total: number): string {
  return `${COUNT_FORMAT.format(total)} ${total === 1 ? 'result' : 'results'}`;
}

/** A random key for the stable random order (shareable in the URL). */
export function newRandomKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
