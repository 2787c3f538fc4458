import { midiToFrequency, progression, triad, type MusicalKey } from './theory';

/**
 * A tiny deterministic synthesizer: one four-bar loop per piece and energy level, built from
 * the key's chord progression and the tempo (drums on the beat, bass on the roots, a chord pad
 * and an arpeggiated melody). Loops are rendered once and tiled into whole files.
 */

export const SAMPLE_RATE = 11025;
export const BEATS_PER_BAR = 4;
export const BARS_PER_LOOP = 4;

export type Part = 'drums' | 'bass' | 'chords' | 'melody';
export const ALL_PARTS: readonly Part[] = ['drums', 'bass', 'chords', 'melody'];
export type Energy = 'low' | 'high';

export interface Piece {
  /** The main track's id: same progression and patterns for all its versions and stems. */
  seed: number;
  key: MusicalKey;
  bpm: number;
  /** Varies the melody pattern and voicing between versions of one track. */
  variant: number;
  /** Parts that sound (a stem has one). */
  parts: readonly Part[];
  /** Underscore mixes: no melody, lighter drums. */
  underscore?: boolean;
}

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TABLE_SIZE = 4096;
const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i += 1) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

export function beatSamples(bpm: number): number {
  return Math.round((SAMPLE_RATE * 60) / bpm);
}

export function loopSamples(bpm: number): number {
  return beatSamples(bpm) * BEATS_PER_BAR * BARS_PER_LOOP;
}

interface NoteShape {
  /** Attack, in seconds. */
  attack: number;
  /** Exponential decay rate per second (0 = sustain). */
  decay: number;
  /** Relative amplitudes of harmonics 1, 2, 3… */
  harmonics: readonly number[];
}

/** Adds a note into a loop buffer (wrapping around so the loop tiles seamlessly). */
function addNote(out: Float32Array, start: number, length: number, frequency: number, amplitude: number, shape: NoteShape) {
  const size = out.length;
  const attack = Math.max(1, Math.round(shape.attack * SAMPLE_RATE));
  const release = Math.max(1, Math.min(Math.round(0.03 * SAMPLE_RATE), Math.floor(length / 2)));
  const releaseStart = length - release;
  const decayPerSample = Math.exp(-shape.decay / SAMPLE_RATE);
  const harmonics: { increment: number; amplitude: number }[] = [];
  shape.harmonics.forEach((level, h) => {
    const increment = (frequency * (h + 1) * TABLE_SIZE) / SAMPLE_RATE;
    if (increment < TABLE_SIZE / 2) harmonics.push({ increment, amplitude: level * amplitude });
  });
  const mask = TABLE_SIZE - 1;
  let env = 1;
  let at = start % size;
  for (let i = 0; i < length; i += 1) {
    let gain = env;
    if (i < attack) gain *= i / attack;
    else if (i > releaseStart) gain *= (length - i) / release;
    let value = 0;
    for (let h = 0; h < harmonics.length; h += 1) {
      const { increment, amplitude: level } = harmonics[h];
      value += level * SINE[(i * increment) & mask];
    }
    out[at] += gain * value;
    at += 1;
    if (at === size) at = 0;
    env *= decayPerSample;
  }
}

function addKick(out: Float32Array, start: number, amplitude: number) {
  const size = out.length;
  const length = Math.round(0.32 * SAMPLE_RATE);
  const sweepDecay = Math.exp(-28 / SAMPLE_RATE);
  const ampDecay = Math.exp(-11 / SAMPLE_RATE);
  let sweep = 90;
  let env = amplitude;
  let phase = 0;
  let at = start % size;
  for (let i = 0; i < length; i += 1) {
    phase += ((48 + sweep) * TABLE_SIZE) / SAMPLE_RATE;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    out[at] += env * SINE[phase | 0];
    sweep *= sweepDecay;
    env *= ampDecay;
    at += 1;
    if (at === size) at = 0;
  }
}

function addNoiseHit(out: Float32Array, start: number, amplitude: number, decay: number, seconds: number, random: () => number, bright: boolean, tone = 0) {
  const size = out.length;
  const length = Math.round(seconds * SAMPLE_RATE);
  const noiseDecay = Math.exp(-decay / SAMPLE_RATE);
  const toneDecay = Math.exp(-(decay * 1.3) / SAMPLE_RATE);
  const toneIncrement = (tone * TABLE_SIZE) / SAMPLE_RATE;
  let noiseEnv = amplitude;
  let toneEnv = amplitude * 0.8;
  let previous = 0;
  let phase = 0;
  let at = start % size;
  for (let i = 0; i < length; i += 1) {
    const noise = random() * 2 - 1;
    let value = (bright ? noise - previous : noise) * noiseEnv;
    previous = noise;
    if (tone > 0) {
      phase += toneIncrement;
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
      value += toneEnv * SINE[phase | 0];
      toneEnv *= toneDecay;
    }
    out[at] += value;
    noiseEnv *= noiseDecay;
    at += 1;
    if (at === size) at = 0;
  }
}

const BASS: NoteShape = { attack: 0.008, decay: 3.5, harmonics: [1, 0.55, 0.3, 0.12] };
const PAD: NoteShape = { attack: 0.12, decay: 0.35, harmonics: [1, 0.3, 0.12] };
const PLUCK: NoteShape = { attack: 0.004, decay: 7, harmonics: [1, 0.45, 0.2] };

/** Arpeggio patterns over chord tones (index into the triad spread over two octaves). */
const ARPEGGIOS = [
  [0, 1, 2, 3, 2, 1, 2, 1],
  [0, 2, 1, 3, 2, 4, 3, 1],
  [2, 1, 0, 1, 2, 3, 4, 3],
  [0, 1, 2, 1, 3, 2, 1, 2],
  [4, 3, 2, 1, 2, 3, 2, 0],
];

/** Renders one four-bar loop of `piece` at an energy level, as 16-bit samples. */
export function renderLoop(piece: Piece, energy: Energy): Int16Array {
  const beat = beatSamples(piece.bpm);
  const bar = beat * BEATS_PER_BAR;
  const out = new Float32Array(bar * BARS_PER_LOOP);
  const random = prng(piece.seed * 7919 + piece.variant * 104729 + (energy === 'high' ? 1 : 0));
  const chords = progression(piece.key, piece.seed);
  const arpeggio = ARPEGGIOS[(piece.seed + piece.variant) % ARPEGGIOS.length];
  const has = (part: Part) => piece.parts.includes(part);
  const high = energy === 'high';
  const eighth = Math.round(beat / 2);

  for (let b = 0; b < BARS_PER_LOOP; b += 1) {
    const barStart = b * bar;
    const degree = chords[b];
    const tones = triad(piece.key, degree, 60);

    if (has('drums')) {
      const light = piece.underscore || !high;
      for (let q = 0; q < BEATS_PER_BAR; q += 1) {
        const at = barStart + q * beat;
        if (q === 0 || (!light && q === 2)) addKick(out, at, light ? 0.35 : 0.55);
        if (!light && (q === 1 || q === 3)) addNoiseHit(out, at, 0.22, 22, 0.16, random, false, 185);
        addNoiseHit(out, at, light ? 0.05 : 0.07, 70, 0.05, random, true);
        if (!light) addNoiseHit(out, at + eighth, 0.045, 80, 0.04, random, true);
      }
      if (!light && b === BARS_PER_LOOP - 1) addNoiseHit(out, barStart + 3 * beat + eighth, 0.16, 26, 0.12, random, false, 200);
    }

    if (has('bass')) {
      const root = triad(piece.key, degree, 36)[0];
      const fifth = root + 7;
      const steps = high ? [root, root, fifth, root] : [root, fifth];
      const length = high ? beat : beat * 2;
      steps.forEach((note, i) => addNote(out, barStart + i * length, Math.round(length * 0.9), midiToFrequency(note), high ? 0.34 : 0.28, BASS));
    }

    if (has('chords')) {
      const voicing = piece.variant % 2 === 0 ? tones : [tones[1], tones[2], tones[0] + 12];
      for (const note of voicing) addNote(out, barStart, bar, midiToFrequency(note), high ? 0.085 : 0.1, PAD);
    }

    if (has('melody') && !piece.underscore) {
      const spread = [tones[0] + 12, tones[1] + 12, tones[2] + 12, tones[0] + 24, tones[1] + 24];
      const notesPerBar = high ? 8 : 4;
      for (let n = 0; n < notesPerBar; n += 1) {
        const note = spread[arpeggio[(n * (high ? 1 : 2)) % arpeggio.length]];
        const step = high ? eighth : beat;
        addNote(out, barStart + n * step, Math.round(step * 1.6), midiToFrequency(note), high ? 0.16 : 0.1, PLUCK);
      }
    }
  }

  const pcm = new Int16Array(out.length);
  for (let i = 0; i < out.length; i += 1) {
    const x = out[i] * 1.1;
    // Soft clip: x / (1 + |x|) keeps peaks under full scale without harsh distortion.
    pcm[i] = Math.round((x / (1 + Math.abs(x))) * 32767);
  }
  return pcm;
}
