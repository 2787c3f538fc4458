import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_KEYS,
  camelotCode,
  camelotLabel,
  camelotNeighbours,
  compatibleKeys,
  keyName,
  keyOfCamelot,
  parseCamelot,
  parseMusicalKey,
  relativeKey,
  sameKey,
  scalePitchClasses,
  withCompatibleKeys,
  type MusicalKey,
} from './musical-key';

const anyKey: fc.Arbitrary<MusicalKey> = fc.constantFrom(...ALL_KEYS);
const contains = (keys: readonly MusicalKey[], key: MusicalKey) => keys.some((other) => sameKey(other, key));

describe('musical keys: notation', () => {
  it('writes keys the way the catalogue does', () => {
    expect(ALL_KEYS.map(keyName)).toEqual([
      'C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B',
      'Cm', 'C#m', 'Dm', 'Ebm', 'Em', 'Fm', 'F#m', 'Gm', 'G#m', 'Am', 'Bbm', 'Bm',
    ]);
  });

  it('reads what people type, enharmonic spellings included', () => {
    expect(parseMusicalKey('Dm')).toEqual({ tonic: 2, minor: true });
    expect(parseMusicalKey(' d minor ')).toEqual({ tonic: 2, minor: true });
    expect(parseMusicalKey('Gbm')).toEqual(parseMusicalKey('F#m'));
    expect(parseMusicalKey('A♭')).toEqual({ tonic: 8, minor: false });
    expect(parseMusicalKey('C# major')).toEqual({ tonic: 1, minor: false });
    expect(parseMusicalKey('Cb')).toEqual({ tonic: 11, minor: false });
    expect(parseMusicalKey('H')).toBeNull();
    expect(parseMusicalKey('')).toBeNull();
  });

  it('reads back every name it writes', () => {
    fc.assert(fc.property(anyKey, (key) => sameKey(parseMusicalKey(keyName(key))!, key)));
  });
});

describe('musical keys: the Camelot wheel', () => {
  it('puts the keys where the wheel has them', () => {
    const wheel = Object.fromEntries(ALL_KEYS.map((key) => [camelotLabel(key), keyName(key)]));
    expect(wheel).toEqual({
      '1A': 'G#m', '1B': 'B', '2A': 'Ebm', '2B': 'F#', '3A': 'Bbm', '3B': 'Db', '4A': 'Fm', '4B': 'Ab',
      '5A': 'Cm', '5B': 'Eb', '6A': 'Gm', '6B': 'Bb', '7A': 'Dm', '7B': 'F', '8A': 'Am', '8B': 'C',
      '9A': 'Em', '9B': 'G', '10A': 'Bm', '10B': 'D', '11A': 'F#m', '11B': 'A', '12A': 'C#m', '12B': 'E',
    });
  });

  it('gives every key its own code, and the code gives the key back', () => {
    fc.assert(fc.property(anyKey, (key) => sameKey(keyOfCamelot(camelotCode(key)), key)));
    expect(new Set(ALL_KEYS.map(camelotLabel)).size).toBe(24);
    expect(parseCamelot(' 7a ')).toEqual({ number: 7, letter: 'A' });
    expect(parseCamelot('13B')).toBeNull();
  });

  it("every key's neighbours are symmetric: b is a's neighbour exactly when a is b's", () => {
    fc.assert(
      fc.property(anyKey, anyKey, (a, b) => contains(camelotNeighbours(a), b) === contains(camelotNeighbours(b), a)),
    );
  });

  it('neighbours are a fifth apart in the same mode, one step either way round the wheel', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const [down, up] = camelotNeighbours(key);
        const { number } = camelotCode(key);
        return (
          down.minor === key.minor &&
          up.minor === key.minor &&
          (up.tonic - key.tonic + 12) % 12 === 7 &&
          (key.tonic - down.tonic + 12) % 12 === 7 &&
          camelotCode(up).number === (number % 12) + 1 &&
          camelotCode(down).number === ((number + 10) % 12) + 1
        );
      }),
    );
  });

  it('relative keys share the same pitch set, and the relative of the relative is the key', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const relative = relativeKey(key);
        return (
          relative.minor !== key.minor &&
          sameKey(relativeKey(relative), key) &&
          camelotCode(relative).number === camelotCode(key).number &&
          scalePitchClasses(relative).join() === scalePitchClasses(key).join()
        );
      }),
    );
  });

  it('neighbours differ from the key by one note of the scale', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const scale = new Set(scalePitchClasses(key));
        return camelotNeighbours(key).every((other) => scalePitchClasses(other).filter((pitch) => !scale.has(pitch)).length === 1);
      }),
    );
  });
});

describe('compatible keys', () => {
  it('are the key, its relative, then its neighbours on the wheel', () => {
    expect(compatibleKeys(parseMusicalKey('Dm')!).map(keyName)).toEqual(['Dm', 'F', 'Gm', 'Am']);
    expect(compatibleKeys(parseMusicalKey('C')!).map(keyName)).toEqual(['C', 'Am', 'F', 'G']);
  });

  it('widen a typed list, keeping what was typed and listing each key once', () => {
    expect(withCompatibleKeys(['Dm'])).toEqual(['Dm', 'F', 'Gm', 'Am']);
    expect(withCompatibleKeys(['Dm', 'Am'])).toEqual(['Dm', 'Am', 'F', 'Gm', 'C', 'Em']);
    // Typed spellings stay as typed; an enharmonic twin is not added again.
    expect(withCompatibleKeys(['Gbm', 'F#m'])).toEqual(['Gbm', 'A', 'Bm', 'C#m']);
    // Text that is not a key is kept, so the search can still say it matched nothing.
    expect(withCompatibleKeys(['Dm', 'H'])).toEqual(['Dm', 'H', 'F', 'Gm', 'Am']);
  });

  it('always contain each typed key and its relative', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 4 }), (keys) => {
        const widened = withCompatibleKeys(keys.map(keyName)).map((name) => parseMusicalKey(name)!);
        return keys.every((key) => contains(widened, key) && contains(widened, relativeKey(key))) && new Set(widened.map(keyName)).size === widened.length;
      }),
    );
  });
});
