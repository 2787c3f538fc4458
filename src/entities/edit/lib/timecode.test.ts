import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FrameRate } from '../model/edit-types';
import { FRAME_RATES, formatFrameRate, framesToSeconds, framesToTimecode, timecodeToFrames } from './timecode';

const rate = (timebase: number, ntsc = false, dropFrame = false): FrameRate => ({ timebase, ntsc, dropFrame });
const DF2997 = rate(30, true, true);
const DF5994 = rate(60, true, true);

describe('timecode', () => {
  it('counts frames from 00:00:00:00 at every rate', () => {
    expect(timecodeToFrames('01:00:00:00', rate(25))).toBe(90_000);
    expect(timecodeToFrames('01:00:00:00', rate(24, true))).toBe(86_400);
    expect(timecodeToFrames('10:00:02:00', rate(25))).toBe(900_050);
    expect(timecodeToFrames('00:00:02:49', rate(50))).toBe(149);
    expect(framesToTimecode(90_000, rate(25))).toBe('01:00:00:00');
    expect(framesToTimecode(107_999, rate(30, true))).toBe('00:59:59:29');
  });

  it('labels drop-frame with a semicolon and skips ;00 and ;01 at each minute but every tenth', () => {
    expect(framesToTimecode(1799, DF2997)).toBe('00:00:59;29');
    expect(framesToTimecode(1800, DF2997)).toBe('00:01:00;02');
    expect(framesToTimecode(17_981, DF2997)).toBe('00:09:59;29');
    expect(framesToTimecode(17_982, DF2997)).toBe('00:10:00;00');
    expect(framesToTimecode(107_892, DF2997)).toBe('01:00:00;00');
    expect(timecodeToFrames('01:00:00;00', DF2997)).toBe(107_892);
    expect(() => timecodeToFrames('00:01:00;00', DF2997)).toThrow(RangeError);
    expect(() => timecodeToFrames('00:01:00;01', DF2997)).toThrow(RangeError);
    expect(timecodeToFrames('00:10:00;00', DF2997)).toBe(17_982);
  });

  it('skips ;00 to ;03 at 59.94 drop-frame', () => {
    expect(framesToTimecode(3599, DF5994)).toBe('00:00:59;59');
    expect(framesToTimecode(3600, DF5994)).toBe('00:01:00;04');
    expect(() => timecodeToFrames('00:01:00;03', DF5994)).toThrow(RangeError);
    expect(framesToTimecode(35_964, DF5994)).toBe('00:10:00;00');
  });

  it('rejects what is not a timecode at the rate', () => {
    expect(() => timecodeToFrames('00:00:00:25', rate(25))).toThrow(RangeError);
    expect(() => timecodeToFrames('00:61:00:00', rate(25))).toThrow(RangeError);
    expect(() => timecodeToFrames('1 hour', rate(25))).toThrow(RangeError);
    expect(() => framesToTimecode(-1, rate(25))).toThrow(RangeError);
  });

  it('gives real time: ntsc rates run at timebase × 1000/1001', () => {
    expect(framesToSeconds(90_000, rate(25))).toBe(3600);
    expect(framesToSeconds(30_000, rate(30, true))).toBeCloseTo(1001, 9);
    expect(framesToSeconds(107_892, DF2997)).toBeCloseTo(3599.9964, 4);
    expect(framesToSeconds(24_000, rate(24, true))).toBeCloseTo(1001, 9);
  });

  it('names rates as editors do', () => {
    expect(FRAME_RATES.map(formatFrameRate)).toEqual(['23.976', '24', '25', '29.97 DF', '29.97 NDF', '30', '50', '59.94 DF', '59.94 NDF', '60']);
  });
});

describe('timecode properties', () => {
  const anyRate = fc.constantFrom(...FRAME_RATES);
  // Up to 30 hours of frames at 60 fps.
  const anyFrames = fc.integer({ min: 0, max: 30 * 3600 * 60 });

  it('frames → timecode → frames is the identity at every rate', () => {
    fc.assert(fc.property(anyRate, anyFrames, (r, frames) => timecodeToFrames(framesToTimecode(frames, r), r) === frames), { numRuns: 2000 });
  });

  it('every valid label → frames → the same label at every rate', () => {
    fc.assert(
      fc.property(anyRate, fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (r, hh, mm, ss, ffRaw) => {
        const ff = ffRaw % r.timebase;
        const drop = r.dropFrame ? r.timebase / 15 : 0;
        fc.pre(!(drop > 0 && ss === 0 && ff < drop && mm % 10 !== 0));
        const sep = drop > 0 ? ';' : ':';
        const label = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}${sep}${String(ff).padStart(2, '0')}`;
        return framesToTimecode(timecodeToFrames(label, r), r) === label;
      }),
      { numRuns: 2000 },
    );
  });

  it('consecutive frames have consecutive labels, except the labels drop-frame skips', () => {
    fc.assert(
      fc.property(anyRate, fc.integer({ min: 0, max: 24 * 3600 * 60 }), (r, frames) => {
        const [h1, m1, s1, f1] = framesToTimecode(frames, r).split(/[:;]/).map(Number);
        const [h2, m2, s2, f2] = framesToTimecode(frames + 1, r).split(/[:;]/).map(Number);
        const drop = r.dropFrame ? r.timebase / 15 : 0;
        const labelIndex = (h: number, m: number, s: number, f: number) => ((h * 60 + m) * 60 + s) * r.timebase + f;
        const step = labelIndex(h2, m2, s2, f2) - labelIndex(h1, m1, s1, f1);
        // A new minute that isn't a tenth starts `drop` labels in; every other step is one label.
        const newMinute = m2 !== m1 || h2 !== h1;
        if (drop > 0 && newMinute && m2 % 10 !== 0) return step === drop + 1 && s2 === 0 && f2 === drop;
        return step === 1;
      }),
      { numRuns: 3000 },
    );
  });

  it('drop-frame skips exactly frames 0 and 1 (0–3 at 59.94) of each minute except every tenth', () => {
    for (const r of [DF2997, DF5994]) {
      const drop = r.timebase / 15;
      const labels = new Set<string>();
      // Every frame of the first 20 minutes: the labels used are every label but the skipped ones.
      const last = timecodeToFrames('00:20:00;00', r);
      for (let frames = 0; frames < last; frames += 1) labels.add(framesToTimecode(frames, r).slice(3));
      for (let minute = 0; minute < 20; minute += 1) {
        for (let f = 0; f < r.timebase; f += 1) {
          const label = `${String(minute).padStart(2, '0')}:00;${String(f).padStart(2, '0')}`;
          expect(labels.has(label), label).toBe(!(f < drop && minute % 10 !== 0));
        }
      }
      // 20 minutes of labels less what was skipped: 18 minutes × drop.
      expect(labels.size).toBe(20 * 60 * r.timebase - 18 * drop);
    }
  });
});
