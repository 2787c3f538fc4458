import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('writes seconds as m:ss, h:mm:ss past an hour, counting whole seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(154.9)).toBe('2:34');
    expect(formatTime(3725)).toBe('1:02:05');
  });

  it('shows 0:00 for an unknown or negative time', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});
