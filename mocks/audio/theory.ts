/** Just enough music theory to turn a catalogue key and BPM into a phrase. */

const NOTE_INDEX: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

export interface MusicalKey {
  /** Pitch class of the tonic, 0 = C. */
  tonic: number;
  minor: boolean;
}

/** Parses "Dm", "F#", "Bb minor", "E Major", "C#m", "A min"…; C major when unreadable. */
export function parseKey(text: string | undefined): MusicalKey {
  const match = /^\s*([A-Ga-g])\s*([#♯b♭]?)\s*(.*)$/.exec(text ?? '');
  if (!match) return { tonic: 0, minor: false };
  let tonic = NOTE_INDEX[match[1].toUpperCase()];
  if (match[2] === '#' || match[2] === '♯') tonic += 1;
  if (match[2] === 'b' || match[2] === '♭') tonic -= 1;
  const rest = match[3].trim().toLowerCase();
  const minor = rest === 'm' || rest.startsWith('min') || rest.startsWith('m ') || (rest.startsWith('m') && !rest.startsWith('maj'));
  return { tonic: ((tonic % 12) + 12) % 12, minor };
}

/**
 * The tempo a track is rendered at: the catalogue's first BPM, so its audio pulses at the tempo
 * the catalogue states (a reference track matched against it must hear that tempo, not its half
 * or double). Only values no music is written at are folded into 40..240.
 */
export function normalizeBpm(bpm: readonly number[] | undefined): number {
  let value = bpm?.find((b) => Number.isFinite(b) && b > 0) ?? 100;
  while (value < 40) value *= 2;
  while (value > 240) value /= 2;
  return value;
}

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];

/**
 * Four-bar progressions as scale degrees (0-based), one chord per bar. Each opens on the tonic
 * chord and leads back to it through the dominant or subdominant, so the loop states the
 * catalogue's key and not its relative major or minor (which share every note): a major
 * progression never opens on vi, and a minor one has the harmonic minor's major V (its leading
 * tone is the one note that tells A minor from C major), never a run of III and VII that reads as
 * the relative major's I and V.
 */
const MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3], // I V vi IV
  [0, 5, 3, 4], // I vi IV V
  [0, 3, 4, 0], // I IV V I
  [0, 3, 0, 4], // I IV I V
];
const MINOR_PROGRESSIONS = [
  [0, 5, 3, 4], // i VI iv V
  [0, 3, 5, 4], // i iv VI V
  [0, 6, 5, 4], // i VII VI V
  [0, 3, 4, 0], // i iv V i
];

/**
 * Triad on a scale degree: MIDI notes around `octaveBase` (C4 = 60). In a minor key the dominant
 * (degree 4) is major, as in the harmonic minor: its third is the raised seventh, the leading tone.
 */
export function triad(key: MusicalKey, degree: number, octaveBase: number): number[] {
  const scale = key.minor ? MINOR_SCALE : MAJOR_SCALE;
  const note = (step: number) => {
    const octave = Math.floor(step / 7);
    const leadingTone = key.minor && degree % 7 === 4 && step % 7 === 6 ? 1 : 0;
    return octaveBase + key.tonic + scale[step % 7] + leadingTone + 12 * octave;
  };
  return [note(degree), note(degree + 2), note(degree + 4)];
}

export function progression(key: MusicalKey, variant: number): number[] {
  const list = key.minor ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS;
  return list[((variant % list.length) + list.length) % list.length];
}
