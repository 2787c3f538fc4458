import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { visibleTurnTimes } from './turn-times';

describe('visibleTurnTimes', () => {
  it('drops 0 and times at or past the duration', () => {
    expect(visibleTurnTimes([0, 12.5, 60, 120, 150, 200], 150)).toEqual([12.5, 60, 120]);
    expect(visibleTurnTimes([0], 150)).toEqual([]);
    expect(visibleTurnTimes([30], 0)).toEqual([]);
    expect(visibleTurnTimes(undefined, 150)).toEqual([]);
  });

  it('keeps exactly the times strictly between 0 and the duration, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -10, max: 400, noNaN: true })), fc.double({ min: 1, max: 300, noNaN: true }), (times, duration) => {
        const shown = visibleTurnTimes(times, duration);
        expect(shown).toEqual(times.filter((t) => t > 0 && t < duration));
      }),
    );
  });
});
