import { describe, expect, it } from 'vitest';
import { windowOf } from './use-windowed-rows';

describe('windowOf', () => {
  it('renders every row where nothing can be measured', () => {
    expect(windowOf(42, 92, null, 6)).toEqual({ start: 0, end: 42 });
  });

  it('renders the rows in view plus the overscan, however long the list', () => {
    // A 600 px viewport at the top of the list: rows 0..7 visible, 6 more below.
    expect(windowOf(1000, 92, { listTop: 100, height: 600 }, 6)).toEqual({ start: 0, end: 12 });
    // Scrolled 46,000 px into the list: rows 500..507 visible.
    expect(windowOf(1000, 92, { listTop: -46_000, height: 600 }, 6)).toEqual({ start: 494, end: 513 });
    // At the end.
    expect(windowOf(1000, 92, { listTop: -91_500, height: 600 }, 6)).toEqual({ start: 988, end: 1000 });
  });
});
