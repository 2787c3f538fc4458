import { describe, expect, it } from 'vitest';
import { moveBefore } from './drop-index';

describe('moveBefore', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves down: the item lands before the given index', () => {
    expect(moveBefore(list, 0, 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveBefore(list, 0, 4)).toEqual(['b', 'c', 'd', 'a']);
  });
  it('moves up', () => {
    expect(moveBefore(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveBefore(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });
  it('leaves the order alone when dropped on itself or from an unknown index', () => {
    expect(moveBefore(list, 1, 1)).toEqual(list);
    expect(moveBefore(list, 1, 2)).toEqual(list);
    expect(moveBefore(list, -1, 2)).toEqual(list);
  });
});
