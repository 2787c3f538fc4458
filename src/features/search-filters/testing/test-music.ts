/**
 * Synthetic music for the analysis tests: drums on a grid, chords as sine tones. Deterministic
 * (a seeded noise source), at the analysis rate.
 */
export const TEST_RATE = 11_025;

const NOTE = { C: 0, 'C#': 1, D: 2, Eb: 3, E: 4, F: 5, 'F#': 6, G: 7, Ab: 8, A: 9, Bb: 10, B: 11 } as const;
type NoteName = keyof typeof NOTE;

function midiFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Adds a decaying hit (a kick when low, a hi-hat when `noise`) at `seconds`. */
function addHit(out: Float32Array, seconds: number, { gain, frequency, noise }: { gain: number; frequency: number; noise: boolean }, random: () => number) {
  const start = Math.round(seconds * TEST_RATE);
  const length = Math.round(0.12 * TEST_RATE);
  for (let i = 0; i < length && start + i < out.length; i += 1) {
    const envelope = Math.exp(-i / (0.025 * TEST_RATE));
    const value = noise ? random() * 2 - 1 : Math.sin((2 * Math.PI * frequency * i) / TEST_RATE);
    out[start + i] += gain * envelope * value;
  }
}

/** Adds a chord (root position triad around middle C plus its root two octaves down) for a span. */
function addChord(out: Float32Array, from: number, to: number, root: NoteName, minor: boolean) {
  const base = 60 + NOTE[root];
  const notes = [base, base + (minor ? 3 : 4), base + 7, base - 24];
  const start = Math.round(from * TEST_RATE);
  const end = Math.min(out.length, Math.round(to * TEST_RATE));
  for (const midi of notes) {
    const frequency = midiFrequency(midi);
    for (let i = start; i < end; i += 1) {
      const fade = Math.min(1, (i - start) / 200, (end - i) / 200);
      out[i] += 0.08 * fade * Math.sin((2 * Math.PI * frequency * (i - start)) / TEST_RATE);
    }
  }
}

export interface TestMusic {
  bpm: number;
  seconds: number;
  /** One chord a bar, looped: [root, minor]. */
  chords?: readonly (readonly [NoteName, boolean])[];
  /** Hi-hats on the eighths between the beats. */
  eighths?: boolean;
  /** Kick on every beat (true) or only on beats 1 and 3 (false). */
  kickEveryBeat?: boolean;
}

/** A mono test signal: kick on the beat (and hats), chords changing each bar of four beats. */
export function testMusic({ bpm, seconds, chords = [], eighths = true, kickEveryBeat = true }: TestMusic): Float32Array {
  const out = new Float32Array(Math.round(seconds * TEST_RATE));
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const beat = 60 / bpm;
  for (let n = 0; n * beat < seconds; n += 1) {
    if (kickEveryBeat || n % 2 === 0) addHit(out, n * beat, { gain: 0.6, frequency: 60, noise: false }, random);
    else addHit(out, n * beat, { gain: 0.3, frequency: 180, noise: true }, random);
    if (eighths) addHit(out, (n + 0.5) * beat, { gain: 0.08, frequency: 0, noise: true }, random);
  }
  for (let bar = 0; chords.length && bar * 4 * beat < seconds; bar += 1) {
    const [root, minor] = chords[bar % chords.length];
    addChord(out, bar * 4 * beat, (bar + 1) * 4 * beat, root, minor);
  }
  return out;
}

/** A 16-bit PCM WAV file of mono samples (a reference file for stories and browser tests). */
export function wavFile(samples: Float32Array, name = 'reference.wav', rate = TEST_RATE): File {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(bytes);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((value, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, value)) * 32767), true));
  return new File([bytes], name, { type: 'audio/wav' });
}
