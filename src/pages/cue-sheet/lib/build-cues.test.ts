import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EditClip } from '@/entities/edit';
import { clipAt, PAL } from '../testing/edit-fixtures';
import type { MatchedItem } from '../model/types';
import { buildCues, cueSeconds, formatCueDuration } from './build-cues';

const track = (id: number): MatchedItem => ({ type: 'track', id, mainId: id });
const stem = (id: number, mainId: number): MatchedItem => ({ type: 'stem', id, mainId });

function cuesOf(uses: [EditClip, MatchedItem | null][]) {
  const items = new Map(uses.map(([clip, item]) => [clip, item]));
  return buildCues(
    uses.map(([clip]) => clip),
    (clip) => items.get(clip) ?? null,
  );
}

describe('clips become cues', () => {
  it('one track on a stereo pair, a split edit and touching clips make one cue; a gap makes a second', () => {
    const cues = cuesOf([
      [clipAt(0, 20, 'a', 'A1'), track(7)],
      [clipAt(0, 20, 'a', 'A2'), track(7)],
      [clipAt(20, 30, 'a', 'A1'), track(7)],
      [clipAt(28, 35, 'a', 'A3'), track(7)],
      [clipAt(40, 50, 'a', 'A1'), track(7)],
    ]);
    expect(cues.map((cue) => [cue.number, cue.recordIn, cue.recordOut, cue.clips.length])).toEqual([
      [1, clipAt(0, 1, null).recordIn, clipAt(0, 35, null).recordOut, 4],
      [2, clipAt(40, 50, null).recordIn, clipAt(40, 50, null).recordOut, 1],
    ]);
  });

  it('stems of one track stacked make one cue of the track; one stem alone is a cue of that stem', () => {
    const [stacked, alone] = cuesOf([
      [clipAt(0, 10, 'drums', 'A1'), stem(501, 7)],
      [clipAt(0, 10, 'bass', 'A2'), stem(502, 7)],
      [clipAt(30, 40, 'drums', 'A1'), stem(501, 7)],
    ]);
    expect(stacked.item).toEqual(track(7));
    expect(stacked.items).toEqual([stem(501, 7), stem(502, 7)]);
    expect(alone.item).toEqual(stem(501, 7));
  });

  it('numbers cues in timeline order and leaves out clips that are not library music', () => {
    const cues = cuesOf([
      [clipAt(50, 60, 'b'), track(2)],
      [clipAt(5, 15, 'dialogue'), null],
      [clipAt(10, 20, 'a'), track(1)],
    ]);
    expect(cues.map((cue) => [cue.number, cue.mainId])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('states durations in whole seconds, rounded, at least 0:01', () => {
    expect(cueSeconds({ recordIn: 0, recordOut: 12 }, PAL)).toBe(1); // 0.48 s
    expect(cueSeconds({ recordIn: 0, recordOut: 37 }, PAL)).toBe(1); // 1.48 s
    expect(cueSeconds({ recordIn: 0, recordOut: 38 }, PAL)).toBe(2); // 1.52 s
    expect(cueSeconds({ recordIn: 0, recordOut: 1 }, PAL)).toBe(1);
    // 29.97: 1800 frames are 60.06 s.
    expect(cueSeconds({ recordIn: 0, recordOut: 1800 }, { timebase: 30, ntsc: true, dropFrame: true })).toBe(60);
    expect(formatCueDuration(1)).toBe('0:01');
    expect(formatCueDuration(75)).toBe('1:15');
    expect(formatCueDuration(4500)).toBe('75:00');
  });
});

interface ClipSpec {
  start: number;
  length: number;
  main: number | null;
  stem: boolean;
  lane: number;
}

/**
 * Random timelines: up to 60 clips of up to 5 tracks on 4 audio tracks, some not music; clips
 * start and end on a coarse grid (or anywhere), so touching and overlapping clips are common.
 */
const frames = fc.oneof(fc.integer({ min: 0, max: 30 }).map((step) => step * 25), fc.integer({ min: 0, max: 750 }));
const timeline: fc.Arbitrary<ClipSpec[]> = fc.array(
  fc.record({
    start: frames,
    length: fc.oneof(fc.integer({ min: 1, max: 8 }).map((step) => step * 25), fc.integer({ min: 1, max: 200 })),
    main: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 5 }),
    stem: fc.boolean(),
    lane: fc.integer({ min: 1, max: 4 }),
  }),
  { maxLength: 60 },
);

function build(specs: ClipSpec[]) {
  const uses = specs.map((spec): [EditClip, MatchedItem | null] => [
    { ...clipAt(0, 1, 'clip', `A${spec.lane}`), recordIn: spec.start, recordOut: spec.start + spec.length },
    spec.main === null ? null : spec.stem ? stem(1000 + spec.main, spec.main) : track(spec.main),
  ]);
  return { uses, cues: cuesOf(uses) };
}

describe('cue building, for any timeline', () => {
  it('every matched clip lands in exactly one cue, of its own track, inside the cue', () => {
    fc.assert(
      fc.property(timeline, (specs) => {
        const { uses, cues } = build(specs);
        for (const [clip, item] of uses) {
          const holding = cues.filter((cue) => cue.clips.includes(clip));
          expect(holding).toHaveLength(item ? 1 : 0);
          if (item) {
            expect(holding[0].mainId).toBe(item.mainId);
            expect(holding[0].recordIn).toBeLessThanOrEqual(clip.recordIn);
            expect(holding[0].recordOut).toBeGreaterThanOrEqual(clip.recordOut);
          }
        }
        expect(cues.reduce((sum, cue) => sum + cue.clips.length, 0)).toBe(uses.filter(([, item]) => item).length);
      }),
    );
  });

  it('cues of one track never overlap or touch, and cues run in timeline order numbered 1..n', () => {
    fc.assert(
      fc.property(timeline, (specs) => {
        const { cues } = build(specs);
        cues.forEach((cue, index) => {
          expect(cue.number).toBe(index + 1);
          if (index > 0) expect(cues[index - 1].recordIn).toBeLessThanOrEqual(cue.recordIn);
        });
        for (const a of cues) {
          for (const b of cues) {
            if (a !== b && a.mainId === b.mainId) expect(a.recordOut < b.recordIn || b.recordOut < a.recordIn).toBe(true);
          }
        }
      }),
    );
  });
});
