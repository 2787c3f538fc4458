export interface CarouselWindow {
  /** Slides shown at once (at least 1). */
  perPage: number;
  pageCount: number;
  /** Current page, clamped into range. */
  page: number;
  /** Index of the first visible slide; the last page is aligned to the end so it is always full. */
  start: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Which slides a non-looping carousel shows for a requested page. */
export function carouselWindow(count: number, perPage: number, requestedPage: number): CarouselWindow {
  const size = Math.max(1, Math.floor(perPage) || 1);
  const pageCount = Math.max(1, Math.ceil(count / size));
  const page = Math.max(0, Math.min(Math.floor(requestedPage) || 0, pageCount - 1));
  const start = Math.max(0, Math.min(page * size, count - size));
  return { perPage: size, pageCount, page, start, hasPrevious: page > 0, hasNext: page < pageCount - 1 };
}

/** The dots a carousel shows: pages `first` to `last` (inclusive); more pages lie beyond a dot at an edge. */
export interface DotWindow {
  first: number;
  last: number;
}

/**
 * Which page dots fit beside the arrows: every page's when there is room, otherwise `fit` dots
 * around the current page (at least 3), so a long carousel on a phone keeps one row of dot controls
 * instead of wrapping onto several; the arrows reach the pages beyond them.
 */
export function dotWindow(pageCount: number, page: number, fit: number): DotWindow {
  const shown = Math.max(3, Math.floor(fit));
  if (pageCount <= shown) return { first: 0, last: pageCount - 1 };
  const first = Math.max(0, Math.min(page - Math.floor(shown / 2), pageCount - shown));
  return { first, last: first + shown - 1 };
}
