import { describe, expect, it } from 'vitest';
import { PAL } from '../testing/edit-fixtures';
import { cueWarnings, type CueFacts } from './cue-warnings';

const cue = (number: number, fromS: number, toS: number, trackSeconds: number | null = 300): CueFacts => ({
  number,
  title: `Track ${number}`,
  recordIn: 90_000 + fromS * 25,
  recordOut: 90_000 + toS * 25,
  seconds: toS - fromS,
  trackSeconds,
});

describe('what to check before filing', () => {
  it('says nothing of a clean cue list', () => {
    expect(cueWarnings([cue(1, 0, 30), cue(2, 30, 60)], 120, PAL)).toEqual([]);
  });

  it('points out music adding up to more than the programme, only when its length is known', () => {
    const cues = [cue(1, 0, 70), cue(2, 60, 130)];
    expect(cueWarnings(cues, 120, PAL).map((w) => w.message)).toContain('The music adds up to 2:20, longer than the programme (2:00).');
    expect(cueWarnings(cues, null, PAL).some((w) => w.kind === 'programme-overrun')).toBe(false);
  });

  it('shows two cues overlapping, with the record-side timecodes (cross-fades are real: nothing is changed)', () => {
    const warnings = cueWarnings([cue(1, 0, 30), cue(2, 28, 60), cue(3, 90, 100)], null, PAL);
    expect(warnings).toEqual([{ kind: 'overlap', cues: [1, 2], message: 'Cues 1 and 2 overlap from 01:00:28:00 to 01:00:30:00.' }]);
  });

  it('shows every pair under a long bed', () => {
    const warnings = cueWarnings([cue(1, 0, 100), cue(2, 10, 20), cue(3, 50, 60)], null, PAL);
    expect(warnings.map((w) => w.cues)).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('points out a cue longer than its track (a loop), past half a second', () => {
    const warnings = cueWarnings([cue(1, 0, 200, 165), cue(2, 300, 330, 29.6), cue(3, 400, 410, null)], null, PAL);
    expect(warnings).toEqual([{ kind: 'longer-than-track', cues: [1], message: 'Cue 1 (Track 1) runs 3:20, longer than the track (2:45).' }]);
  });
});
