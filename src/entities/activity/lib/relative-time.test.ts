import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, '< 1 minute ago'],
    [59 * S, '< 1 minute ago'],
    [-30 * S, '< 1 minute ago'],
    [60 * S, '1 minute ago'],
    [59 * M, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [6 * D, '6 days ago'],
    [7 * D, '1 week ago'],
    [29 * D, '4 weeks ago'],
    [30 * D, '1 month ago'],
    [364 * D, '12 months ago'],
    [365 * D, '1 year ago'],
    [3 * 365 * D + D, '3 years ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });

  it('reads an unparseable timestamp as just now', () => {
    expect(relativeTime('not a date', now)).toBe('< 1 minute ago');
  });
});
