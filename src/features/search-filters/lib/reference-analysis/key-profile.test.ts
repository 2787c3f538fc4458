import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_KEYS, keyName, relativeKey, sameKey, scalePitchClasses, type MusicalKey } from '../musical-key';
import { estimateKey, keyProfile, rankKeys, tonicTriad } from './key-profile';

const anyKey = fc.constantFrom(...ALL_KEYS);

/** Chroma of music that keeps to a key's scale, the tonic chord's notes heard most. */
function musicIn(key: MusicalKey): number[] {
  const chroma = new Array<number>(12).fill(0.05);
  for (const pitch of scalePitchClasses(key)) chroma[pitch] = 1;
  tonicTriad(key).forEach((inTriad, pitch) => {
    if (inTriad) chroma[pitch] += 1;
  });
  return chroma;
}

const rotate = (chroma: readonly number[], steps: number) => chroma.map((_, pitch) => chroma[(pitch - steps + 12) % 12]);

describe('key profile matching', () => {
  it("ranks each key's own profile first", () => {
    fc.assert(fc.property(anyKey, (key) => sameKey(rankKeys(keyProfile(key))[0].key, key)));
  });

  it('finds the key of music in every key, major and minor', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const estimate = estimateKey({ overall: musicIn(key), opening: tonicTriad(key), bass: tonicTriad(key) });
        return sameKey(estimate.key, key);
      }),
    );
  });

  it('moves with a transposition: the same music a few semitones up is in a key as many semitones up', () => {
    fc.assert(
      fc.property(anyKey, fc.integer({ min: 1, max: 11 }), (key, steps) => {
        const moved = estimateKey({ overall: rotate(musicIn(key), steps), opening: rotate(tonicTriad(key), steps) }).key;
        return moved.minor === key.minor && moved.tonic === (key.tonic + steps) % 12;
      }),
    );
  });

  it('tells a key from its relative (the same notes) by the chord the music opens on', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        // One scale, every note equally often: only the opening tells C major from A minor.
        const scale = new Array<number>(12).fill(0);
        for (const pitch of scalePitchClasses(key)) scale[pitch] = 1;
        const opensOnKey = estimateKey({ overall: scale, opening: tonicTriad(key) }).key;
        const opensOnRelative = estimateKey({ overall: scale, opening: tonicTriad(relativeKey(key)) }).key;
        return sameKey(opensOnKey, key) && sameKey(opensOnRelative, relativeKey(key));
      }),
    );
  });

  it('is sure of a clear key and unsure of music with no key', () => {
    const dm = ALL_KEYS.find((key) => keyName(key) === 'Dm')!;
    expect(estimateKey({ overall: musicIn(dm), opening: tonicTriad(dm), bass: tonicTriad(dm) }).confidence).toBe('high');
    expect(estimateKey({ overall: new Array(12).fill(1).map((v, i) => v + (i % 5) * 0.01) }).confidence).toBe('low');
  });

  it('answers a ranking of all 24 keys, best first', () => {
    const { ranking, key } = estimateKey({ overall: musicIn(ALL_KEYS[0]) });
    expect(ranking).toHaveLength(24);
    expect(sameKey(ranking[0].key, key)).toBe(true);
    expect(ranking.every((entry, i) => i === 0 || entry.score <= ranking[i - 1].score)).toBe(true);
  });
});
