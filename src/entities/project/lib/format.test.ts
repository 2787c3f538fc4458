import { describe, expect, it } from 'vitest';
import { formatTrackCount } from './format';

describe('formatTrackCount', () => {
  it('reads "N tracks", and "1 track" for one item', () => {
    expect(formatTrackCount(0)).toBe('0 tracks');
    expect(formatTrackCount(1)).toBe('1 track');
    expect(formatTrackCount(12)).toBe('12 tracks');
  });
});
