import { describe, expect, it } from 'vitest';
import { bpmRange, DEFAULT_MATCH_OPTIONS, keyList, matchCriteria, shownTempo } from './match-criteria';

describe('SHOW MATCHES criteria', () => {
  it('searches the shown tempo ± the tolerance as one whole-number range', () => {
    expect(shownTempo(119.75)).toBe(120);
    expect(bpmRange(119.75, { tolerance: 4, halfTime: false, doubleTime: false })).toBe('115-125');
    expect(bpmRange(120, { tolerance: 2, halfTime: false, doubleTime: false })).toBe('118-122');
    expect(bpmRange(120, { tolerance: 8, halfTime: false, doubleTime: false })).toBe('110-130');
  });

  it('lets half and double time join the range (the parameter holds one range)', () => {
    expect(bpmRange(120, { tolerance: 4, halfTime: true, doubleTime: false })).toBe('58-125');
    expect(bpmRange(120, { tolerance: 4, halfTime: false, doubleTime: true })).toBe('115-250');
    expect(bpmRange(120, { tolerance: 4, halfTime: true, doubleTime: true })).toBe('58-250');
  });

  it('searches the key alone, or with its relative and Camelot neighbours', () => {
    expect(keyList('Dm', false)).toEqual(['Dm']);
    expect(keyList('Dm', true)).toEqual(['Dm', 'F', 'Gm', 'Am']);
    expect(keyList('G#m', true)).toEqual(['G#m', 'B', 'C#m', 'Ebm']);
  });

  it('leaves out what was not heard', () => {
    expect(matchCriteria({ tempo: 120, key: 'Dm' }, DEFAULT_MATCH_OPTIONS)).toEqual({ bpm: '115-125', key: ['Dm', 'F', 'Gm', 'Am'] });
    expect(matchCriteria({ tempo: null, key: 'F#' }, DEFAULT_MATCH_OPTIONS)).toEqual({ bpm: '', key: ['F#', 'Ebm', 'B', 'Db'] });
    expect(matchCriteria({ tempo: 90, key: null }, DEFAULT_MATCH_OPTIONS)).toEqual({ bpm: '86-94', key: [] });
  });
});
