import { describe, expect, it } from 'vitest';
import { rowsOfOneScreen, windowOf } from './use-windowed-rows';

describe('windowOf', () => {
  it('renders every row until the list was measured, or where there is no layout', () => {
    expect(windowOf(42, 92, undefined, 6)).toEqual({ start: 0, end: 42 });
    expect(windowOf(42, 92, null, 6, 20)).toEqual({ start: 0, end: 42 });
  });

  it('renders only the first rows asked for before the list was first measured', () => {
    expect(windowOf(250, 64, undefined, 9, 30)).toEqual({ start: 0, end: 30 });
    expect(windowOf(12, 64, undefined, 9, 30)).toEqual({ start: 0, end: 12 });
  });

  it('renders the rows in view plus the overscan, however long the list', () => {
    // A 600 px viewport at the top of the list: rows 0..7 visible, 6 more below.
    expect(windowOf(1000, 92, { listTop: 100, height: 600 }, 6)).toEqual({ start: 0, end: 12 });
    // Scrolled 46,000 px into the list: rows 500..507 visible.
    expect(windowOf(1000, 92, { listTop: -46_000, height: 600 }, 6)).toEqual({ start: 494, end: 513 });
    // At the end.
    expect(windowOf(1000, 92, { listTop: -91_500, height: 600 }, 6)).toEqual({ start: 988, end: 1000 });
  });

  it('before the first measure, a list renders by default the rows one screen could show, never all of them', () => {
    // A 900 px window and 56 px project rows: 17 rows, and 6 more below.
    expect(windowOf(500, 56, undefined, 6, rowsOfOneScreen(56, 6, 900))).toEqual({ start: 0, end: 23 });
  });
});
