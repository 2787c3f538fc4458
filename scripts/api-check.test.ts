import { describe, expect, it } from 'vitest';
import { contractChecker, formatRow } from './lib/api-check.mjs';
import { readContract } from './lib/contract-marks.mjs';

const doc = readContract();
const composers = { method: 'GET', path: '/api/music/composers/' };

describe('api:check: answers judged by the contract', () => {
  it('names the field of an answer whose shape the contract refuses', () => {
    const verdict = contractChecker(doc).check(composers, 200, [{ name: 42, pro: 'BMI' }]);
    expect(verdict.ok).toBe(false);
    expect(verdict.mismatch).toBe('/0/name must be string');
  });

  it('a status the contract does not list for the operation is a mismatch', () => {
    expect(contractChecker(doc).check(composers, 500, { detail: 'A server error occurred.' })).toMatchObject({
      ok: false,
      mismatch: 'status 500 is not in the contract',
    });
  });

  it('holds a server to the spec: a missing assumed field is reported, not a mismatch, unless assumed fields are required', () => {
    // A composer as the spec shows one: a name and a rights organisation (no id, no split name).
    const composer = { name: 'Paula Ramos', pro: 'SESAC' };
    const relaxed = contractChecker(doc).check(composers, 200, [composer]);
    expect(relaxed.ok).toBe(true);
    expect(relaxed.assumedAbsent).toEqual(expect.arrayContaining(['/0/id', '/0/first_name', '/0/last_name']));
    expect(contractChecker(doc, { requireAssumed: true }).check(composers, 200, [composer])).toMatchObject({ ok: false, mismatch: '/0/id is missing' });
  });

  it('prints one row per call: operation, status, time, and the first mismatch', () => {
    const row = { operation: 'listComposers', call: 'GET /api/music/composers/', status: 200, ms: 12, result: '/0/name must be string', note: '' };
    expect(formatRow(row)).toBe('✗ listComposers              200    12 ms  /0/name must be string  GET /api/music/composers/');
  });
});
