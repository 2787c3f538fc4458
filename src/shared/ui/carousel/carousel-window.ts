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
