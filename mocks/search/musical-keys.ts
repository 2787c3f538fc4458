/**
 * Musical keys: parsing what users type ("Dm", "d minor", "F#m", "Gbm", "bb") into a pitch class
 * and mode, so enharmonic spellings match (F#m = Gbm), and harmonic compatibility for
 * "Find similar" (same key, relative major/minor, a fifth up or down: the Camelot wheel).
 */

export interface MusicalKey {
  /** 0 = C … 11 = B. */
  pitch: number;
  minor: boolean;
}

const LETTERS: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const KEY_PATTERN = /^([a-g])\s*(#|♯|b|♭|sharp|flat)?\s*(m|min|minor|maj|major)?$/;

export function parseKey(text: string): MusicalKey | null {
  const match = KEY_PATTERN.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, letter, accidental, quality] = match;
  let pitch = LETTERS[letter];
  if (accidental === '#' || accidental === '♯' || accidental === 'sharp') pitch += 1;
  if (accidental === 'b' || accidental === '♭' || accidental === 'flat') pitch -= 1;
  const minor = quality === 'm' || quality === 'min' || quality === 'minor';
  return { pitch: (pitch + 12) % 12, minor };
}

/** A comparable code: "2m" for D minor, "10" for Bb major. */
export function keyCode(key: MusicalKey): string {
  return `${key.pitch}${key.minor ? 'm' : ''}`;
}

export function keyCodeOf(text: string): string | null {
  const key = parseKey(text);
  return key ? keyCode(key) : null;
}

/** Same key, relative major/minor, or a perfect fifth apart in the same mode. */
export function compatibleKeys(a: MusicalKey, b: MusicalKey): boolean {
  if (a.minor === b.minor) {
    const interval = (b.pitch - a.pitch + 12) % 12;
    return interval === 0 || interval === 5 || interval === 7;
  }
  const relativeMajor = (key: MusicalKey) => (key.minor ? (key.pitch + 3) % 12 : key.pitch);
  return relativeMajor(a) === relativeMajor(b);
}
