import { describe, expect, it } from 'vitest';
import { normalizeBpm, normalizeKey } from './normalize-filters';

describe('key normalisation', () => {
  it('replaces runs of spaces and commas with one comma', () => {
    expect(normalizeKey('Dm,  F#m ,,C')).toBe('Dm,F#m,C');
    expect(normalizeKey('  Dm  ')).toBe('Dm');
    expect(normalizeKey(', ,Am , ')).toBe('Am');
    expect(normalizeKey(' , ')).toBe('');
  });
});

describe('BPM', () => {
  it('accepts a value or a hyphen range, tidied', () => {
    expect(normalizeBpm('120')).toEqual({ ok: true, value: '120' });
    expect(normalizeBpm(' 110 - 120 ')).toEqual({ ok: true, value: '110-120' });
    expect(normalizeBpm('120-110')).toEqual({ ok: true, value: '110-120' });
    expect(normalizeBpm('90.5')).toEqual({ ok: true, value: '90.5' });
    expect(normalizeBpm('100-100')).toEqual({ ok: true, value: '100' });
  });

  it('rejects anything else', () => {
    for (const bad of ['', 'fast', '110-', '-120', '110–120x', '1-2-3', '12345']) {
      expect(normalizeBpm(bad).ok).toBe(false);
    }
  });
});
