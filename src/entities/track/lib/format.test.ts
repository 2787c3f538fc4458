import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatComposers, formatPublishers, joinWithAmpersand } from './format';

describe('joinWithAmpersand', () => {
  it('joins with commas and "&" before the last name', () => {
    expect(joinWithAmpersand([])).toBe('');
    expect(joinWithAmpersand(['A'])).toBe('A');
    expect(joinWithAmpersand(['A', 'B'])).toBe('A & B');
    expect(joinWithAmpersand(['A', 'B', 'C'])).toBe('A, B & C');
    expect(joinWithAmpersand(['A', 'B', 'C', 'D'])).toBe('A, B, C & D');
  });

  it('uses exactly one "&" and n-2 commas for any n >= 2 names', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(name, { minLength: 2, maxLength: 8 }), (names) => {
        const text = joinWithAmpersand(names);
        expect(text.split(' & ')).toHaveLength(2);
        expect(text.split(', ')).toHaveLength(names.length - 1);
        expect(text.endsWith(` & ${names[names.length - 1]}`)).toBe(true);
      }),
    );
  });
});

describe('credits', () => {
  it('prefixes "Trad. Arr." for a traditional arrangement', () => {
    const composers = [
      { name: 'Ann Lee', pro: 'BMI' },
      { name: 'Bo Park', pro: 'ASCAP' },
    ];
    expect(formatComposers(composers, true)).toBe('Trad. Arr. Ann Lee & Bo Park');
    expect(formatComposers(composers, false)).toBe('Ann Lee & Bo Park');
    expect(formatComposers([], true)).toBe('Trad. Arr.');
  });

  it('shows publishers as "name (PRO)"', () => {
    expect(formatPublishers([{ name: 'Four Elements Publishing', pro: 'ASCAP' }, { name: 'North Songs', pro: 'PRS' }])).toBe(
      'Four Elements Publishing (ASCAP), North Songs (PRS)',
    );
  });
});
