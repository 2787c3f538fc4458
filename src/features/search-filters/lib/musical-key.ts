/**
 * Musical keys in the catalogue's own notation and the Camelot wheel DJs and music editors use to
 * find keys that mix without clashing.
 *
 * Notation: the catalogue writes a major key as its tonic ("C", "F#", "Bb") and a minor key with
 * "m" ("Dm", "G#m", "Bbm"), spelling each tonic the way the catalogue data spells it, so a key
 * this module writes is a key the search already knows. Parsing also takes other spellings
 * ("d minor", "Gb", "A♭m", "C# major") so typed keys and enharmonic equivalents are understood.
 */

export interface MusicalKey {
  /** Pitch class of the tonic: 0 = C … 11 = B. */
  tonic: number;
  minor: boolean;
}

/** The catalogue's spelling of each major tonic (index = pitch class). */
const MAJOR_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/** The catalogue's spelling of each minor tonic (index = pitch class). */
const MINOR_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'] as const;

const LETTERS: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const KEY_PATTERN = /^([a-g])\s*(#|♯|b|♭|sharp|flat)?\s*(m|min|minor|maj|major)?$/;

/** Reads "Dm", "F#", "Bb minor", "g# min", "C major"… ; null when it is not a key. */
export function parseMusicalKey(text: string): MusicalKey | null {
  const source = text.trim();
  // "M" alone means major in some notations; the catalogue only ever writes "m" for minor.
  const match = KEY_PATTERN.exec(source.toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, letter, accidental, quality] = match;
  let tonic = LETTERS[letter];
  if (accidental === '#' || accidental === '♯' || accidental === 'sharp') tonic += 1;
  if (accidental === 'b' || accidental === '♭' || accidental === 'flat') tonic -= 1;
  const majorM = quality === 'm' && /M$/.test(source);
  const minor = !majorM && (quality === 'm' || quality === 'min' || quality === 'minor');
  return { tonic: (tonic + 12) % 12, minor };
}

/** The catalogue's name of a key: "Dm", "F#", "Bb", "G#m". */
export function keyName(key: MusicalKey): string {
  return key.minor ? `${MINOR_NAMES[key.tonic]}m` : MAJOR_NAMES[key.tonic];
}

/** Every key, majors then minors, each from C. */
export const ALL_KEYS: readonly MusicalKey[] = [false, true].flatMap((minor) =>
  Array.from({ length: 12 }, (_, tonic) => ({ tonic, minor })),
);

export function sameKey(a: MusicalKey, b: MusicalKey): boolean {
  return a.tonic === b.tonic && a.minor === b.minor;
}

/** The relative major of a minor key (three semitones up) or relative minor of a major key. */
export function relativeKey(key: MusicalKey): MusicalKey {
  return key.minor ? { tonic: (key.tonic + 3) % 12, minor: false } : { tonic: (key.tonic + 9) % 12, minor: true };
}

export interface CamelotCode {
  /** 1..12 around the wheel; neighbours are a perfect fifth apart. */
  number: number;
  /** A = minor, B = major. */
  letter: 'A' | 'B';
}

/**
 * The Camelot wheel: 8B is C major, 8A its relative A minor; one step clockwise is a fifth up
 * (9B G major, 9A E minor), so `number = 8 + 7 × (semitones above C of the major key)` on a
 * circle of 12.
 */
export function camelotCode(key: MusicalKey): CamelotCode {
  const major = key.minor ? relativeKey(key).tonic : key.tonic;
  return { number: ((((7 * major) % 12) + 7) % 12) + 1, letter: key.minor ? 'A' : 'B' };
}

export function camelotLabel(key: MusicalKey): string {
  const { number, letter } = camelotCode(key);
  return `${number}${letter}`;
}

/** The key at a Camelot position ("7A" → D minor). */
export function keyOfCamelot({ number, letter }: CamelotCode): MusicalKey {
  // Inverse of camelotCode: 7 is its own inverse modulo 12.
  const major = (7 * (((number - 8) % 12) + 12)) % 12;
  const key: MusicalKey = { tonic: major, minor: false };
  return letter === 'A' ? relativeKey(key) : key;
}

/** Reads "7A", "12b"; null when it is not a Camelot code. */
export function parseCamelot(text: string): CamelotCode | null {
  const match = /^\s*(1[0-2]|[1-9])\s*([ab])\s*$/i.exec(text);
  if (!match) return null;
  return { number: Number(match[1]), letter: match[2].toUpperCase() as 'A' | 'B' };
}

/** The two keys next to `key` on the wheel (same letter, one step either way: a fifth down, a fifth up). */
export function camelotNeighbours(key: MusicalKey): [MusicalKey, MusicalKey] {
  const { number, letter } = camelotCode(key);
  const step = (delta: number) => keyOfCamelot({ number: ((number - 1 + delta + 12) % 12) + 1, letter });
  return [step(-1), step(1)];
}

/**
 * Keys that mix with `key` without clashing: the key itself, its relative key, and its two
 * Camelot neighbours, in that order.
 */
export function compatibleKeys(key: MusicalKey): MusicalKey[] {
  return [key, relativeKey(key), ...camelotNeighbours(key)];
}

/** The seven pitch classes of a key's scale (natural minor for a minor key). */
export function scalePitchClasses(key: MusicalKey): number[] {
  const steps = key.minor ? [0, 2, 3, 5, 7, 8, 10] : [0, 2, 4, 5, 7, 9, 11];
  return steps.map((step) => (key.tonic + step) % 12).sort((a, b) => a - b);
}

/**
 * A typed key list widened to compatible keys: each typed key stays as typed and is followed by
 * its relative key and Camelot neighbours (catalogue notation); a key already listed in any
 * spelling is not added again; text that is not a key is kept as typed, so the search still
 * reports it as unmatched.
 */
export function withCompatibleKeys(keys: readonly string[]): string[] {
  const out: string[] = [];
  const listed: MusicalKey[] = [];
  const isListed = (key: MusicalKey) => listed.some((other) => sameKey(other, key));
  const typed = keys.map((text) => text.trim()).filter(Boolean);
  // Typed keys first, in their own spelling: what the person asked for stays in the URL.
  for (const text of typed) {
    const key = parseMusicalKey(text);
    if (key && isListed(key)) continue;
    if (!out.includes(text)) out.push(text);
    if (key) listed.push(key);
  }
  for (const text of typed) {
    const key = parseMusicalKey(text);
    if (!key) continue;
    for (const other of compatibleKeys(key).slice(1)) {
      if (isListed(other)) continue;
      out.push(keyName(other));
      listed.push(other);
    }
  }
  return out;
}
