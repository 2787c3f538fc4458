import { describe, expect, it } from 'vitest';
import { buildCuesheetCsv, ipiOf } from '@mocks/serializers/cuesheet';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { parseCsv, readCueSheet, readParty } from './read-cue-sheet';

describe('reading a cue sheet answer', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and skips blank rows', () => {
    expect(parseCsv('"a, b","say ""hi""","two\r\nlines"\r\n\r\nplain,,last\n')).toEqual([
      ['a, b', 'say "hi"', 'two\r\nlines'],
      ['plain', '', 'last'],
    ]);
  });

  it('reads each writer and publisher of the mock server’s cue sheet: name, PRO, IPI, share', () => {
    const index = catalogueIndex();
    const track = index.main.find((candidate) => candidate.composerIds.length >= 2 && !candidate.is_traditional_arrangement)!;
    const [entry] = readCueSheet(buildCuesheetCsv([{ kind: 'track', track }], index));
    const composers = track.composerIds.map((id) => index.composers.get(id)!);
    expect(entry.title).toBe(track.title);
    expect(entry.trackCode).toMatch(/^4EM\d{3}-\d\d$/);
    expect(entry.library).toBe('4EM Production Music');
    expect(entry.composers.map((party) => [party.name, party.pro, party.ipi])).toEqual(composers.map((c) => [c.name, c.pro, ipiOf(c)]));
    expect(entry.composers.reduce((sum, party) => sum + (party.share ?? 0), 0)).toBeCloseTo(100, 5);
    expect(entry.publishers.length).toBe(track.publisherIds.length);
    expect(entry.publishers.every((party) => party.pro !== null && party.share !== null && party.ipi === null)).toBe(true);
  });

  it('leaves out what a credit does not say, and reads a bare name as a name', () => {
    expect(readParty('Trad. (Public Domain, 0%)')).toEqual({ name: 'Trad.', pro: 'Public Domain', ipi: null, share: 0 });
    expect(readParty('Jo Lee (Arranger, PRS, IPI 00012345678, 33.33%)')).toEqual({ name: 'Jo Lee', pro: 'PRS', ipi: '00012345678', share: 33.33 });
    expect(readParty('Sam Hill')).toEqual({ name: 'Sam Hill', pro: null, ipi: null, share: null });
    expect(readParty('  ')).toBeNull();
  });

  it('reads an answer without the expected columns as cues with empty credits, and an empty one as none', () => {
    expect(readCueSheet('')).toEqual([]);
    expect(readCueSheet('"Title"\r\n"Night Drive"\r\n')).toEqual([{ trackCode: '', title: 'Night Drive', library: '', composers: [], publishers: [] }]);
  });
});
