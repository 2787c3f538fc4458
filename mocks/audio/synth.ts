import { midiToFrequency, progression, triad, type MusicalKey } from './theory';

/**
 * A tiny deterministic synthesizer: one four-bar loop per piece and energy level, built from
 * the key's chord progression and the tempo (drums on the beat, bass on the roots, a chord pad
 * and an arpeggiated melody). Loops are rendered once and tiled into whole files.
 */

export const SAMPLE_RATE = 11025;
export const BEATS_PER_BAR = 4;
export const BARS_PER_LOOP = 4;

/** Instrument parts; a stem plays one, a full mix several. */
export type Part = 'drums' | 'percussion' | 'bass' | 'pad' | 'keys' | 'lead' | 'strum' | 'swell' | 'counter' | 'voice' | 'pluck';
export const ALL_PARTS: readonly Part[] = ['drums', 'percussion', 'bass', 'pad', 'keys', 'lead', 'strum', 'swell', 'counter', 'voice', 'pluck'];
/** The band of a track without stems. */
export const DEFAULT_MIX: readonly Part[] = ['drums', 'percussion', 'bass', 'pad', 'lead'];
/** Parts an underscore mix leaves out (the tune). */
export const MELODIC_PARTS: readonly Part[] = ['lead', 'counter', 'voice'];
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
  /** Underscore mixes: lighter drums (the caller drops the melodic parts). */
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
let sineCache: Float32Array | null = null;

/** One period of a sine wave, built for the first note rendered: filled at load, it ran in the demo's start-up, before its first answer. */
function sineTable(): Float32Array {
  if (sineCache) return sineCache;
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i += 1) table[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);
  return (sineCache = table);
}

export function beatSamples(bpm: number, rate = SAMPLE_RATE): number {
  return Math.round((rate * 60) / bpm);
}

export function loopSamples(bpm: number, rate = SAMPLE_RATE): number {
  return beatSamples(bpm, rate) * BEATS_PER_BAR * BARS_PER_LOOP;
}

interface NoteShape {
  /** Attack, in seconds. */
  attack: number;
  /** Exponential decay rate per second (0 = sustain). */
  decay: number;
  /** Relative amplitudes of harmonics 1, 2, 3… */
  harmonics: readonly number[];
  /** Vibrato depth as a fraction of the frequency (5.5 Hz rate). */
  vibrato?: number;
}

/** Adds a note into a loop buffer (wrapping around so the loop tiles seamlessly). */
function addNote(out: Float32Array, rate: number, start: number, length: number, frequency: number, amplitude: number, shape: NoteShape) {
  const sine = sineTable();
  const size = out.length;
  const attack = Math.max(1, Math.round(shape.attack * rate));
  const release = Math.max(1, Math.min(Math.round(0.03 * rate), Math.floor(length / 2)));
  const releaseStart = length - release;
  const decayPerSample = Math.exp(-shape.decay / rate);
  // The file's harmonics, whatever the rate: at a waveform's lower rate one past its Nyquist
  // folds to another pitch but keeps its power, so the picture's loudness is the file's.
  const audible = shape.harmonics.filter((_, h) => frequency * (h + 1) < SAMPLE_RATE / 2);
  const count = audible.length;
  const increments = new Float64Array(count);
  const levels = new Float64Array(count);
  for (let h = 0; h < count; h += 1) {
    increments[h] = (frequency * (h + 1) * TABLE_SIZE) / rate;
    levels[h] = audible[h] * amplitude;
  }
  const phases = new Float64Array(count);
  const mask = TABLE_SIZE - 1;
  const vibratoDepth = shape.vibrato ?? 0;
  const vibratoIncrement = (5.5 * TABLE_SIZE) / rate;
  const vibratoDelay = Math.round(0.25 * rate);
  let env = 1;
  let at = start % size;
  for (let i = 0; i < length; i += 1) {
    let gain = env;
    if (i < attack) gain *= i / attack;
    else if (i > releaseStart) gain *= (length - i) / release;
    const bend = vibratoDepth > 0 && i > vibratoDelay ? 1 + vibratoDepth * sine[(i * vibratoIncrement) & mask] : 1;
    let value = 0;
    for (let h = 0; h < count; h += 1) {
      value += levels[h] * sine[phases[h] & mask];
      phases[h] += increments[h] * bend;
    }
    out[at] += gain * value;
    at += 1;
    if (at === size) at = 0;
    env *= decayPerSample;
    if (env < 0.0005) break;
  }
}

function addKick(out: Float32Array, rate: number, start: number, amplitude: number) {
  const sine = sineTable();
  const size = out.length;
  const length = Math.round(0.32 * rate);
  const sweepDecay = Math.exp(-28 / rate);
  const ampDecay = Math.exp(-11 / rate);
  let sweep = 90;
  let env = amplitude;
  let phase = 0;
  let at = start % size;
  for (let i = 0; i < length; i += 1) {
    phase += ((48 + sweep) * TABLE_SIZE) / rate;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    out[at] += env * sine[phase | 0];
    sweep *= sweepDecay;
    env *= ampDecay;
    at += 1;
    if (at === size) at = 0;
  }
}

function addNoiseHit(out: Float32Array, rate: number, start: number, amplitude: number, decay: number, seconds: number, random: () => number, bright: boolean, tone = 0) {
  const sine = sineTable();
  const size = out.length;
  const length = Math.round(seconds * rate);
  const noiseDecay = Math.exp(-decay / rate);
  const toneDecay = Math.exp(-(decay * 1.3) / rate);
  const toneIncrement = (tone * TABLE_SIZE) / rate;
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
      value += toneEnv * sine[phase | 0];
      toneEnv *= toneDecay;
    }
    out[at] += value;
    noiseEnv *= noiseDecay;
    at += 1;
    if (at === size) at = 0;
  }
}

const BASS: NoteShape = { attack: 0.008, decay: 3.5, harmonics: [1, 0.55, 0.3, 0.12] };
const PAD: NoteShape = { attack: 0.18, decay: 0.3, harmonics: [1, 0.3, 0.12] };
const KEYS: NoteShape = { attack: 0.005, decay: 4.5, harmonics: [1, 0.5, 0.25, 0.1] };
const LEAD: NoteShape = { attack: 0.004, decay: 7, harmonics: [1, 0.45, 0.2] };
const STRUM: NoteShape = { attack: 0.003, decay: 6, harmonics: [1, 0.6, 0.35] };
const SWELL: NoteShape = { attack: 0.35, decay: 0.2, harmonics: [1, 0.8, 0.6, 0.4, 0.25] };
const COUNTER: NoteShape = { attack: 0.04, decay: 1.2, harmonics: [1, 0.12], vibrato: 0.004 };
const VOICE: NoteShape = { attack: 0.12, decay: 0.5, harmonics: [1, 0.2, 0.05], vibrato: 0.008 };
const PLUCK: NoteShape = { attack: 0.002, decay: 14, harmonics: [1, 0.3] };

/**
 * Velocity of a note that falls between beats, as a share of one on the beat. Players lean on the
 * beat: without this metric accent an even run of eighth notes pulses at twice the tempo, and a
 * slow track without drums (a pad, keys and an arpeggio) sounds at double its catalogue BPM.
 */
const OFF_BEAT = 0.65;
/** Accent of the `n`th of `perBeat` equal notes a beat: full on the beat, OFF_BEAT between. */
const accent = (n: number, perBeat: number) => (n % perBeat === 0 ? 1 : OFF_BEAT);

/** Arpeggio patterns over chord tones (index into the triad spread over two octaves). */
const ARPEGGIOS = [
  [0, 1, 2, 3, 2, 1, 2, 1],
  [0, 2, 1, 3, 2, 4, 3, 1],
  [2, 1, 0, 1, 2, 3, 4, 3],
  [0, 1, 2, 1, 3, 2, 1, 2],
  [4, 3, 2, 1, 2, 3, 2, 0],
];

interface Bar {
  /** Samples a second of the loop being rendered. */
  rate: number;
  start: number;
  beat: number;
  eighth: number;
  index: number;
  /** Chord tones (MIDI) around C4. */
  tones: number[];
  /** Root of the chord around C2. */
  root: number;
  high: boolean;
}

type PartRenderer = (out: Float32Array, bar: Bar, piece: Piece, random: () => number) => void;

const f = midiToFrequency;

const PARTS: Record<Part, PartRenderer> = {
  drums(out, bar, piece, random) {
    const light = piece.underscore || !bar.high;
    for (let q = 0; q < BEATS_PER_BAR; q += 1) {
      const at = bar.start + q * bar.beat;
      if (q === 0 || (!light && q === 2)) addKick(out, bar.rate, at, light ? 0.38 : 0.55);
      if (!light && (q === 1 || q === 3)) addNoiseHit(out, bar.rate, at, 0.22, 22, 0.16, random, false, 185);
    }
    if (!light && bar.index === BARS_PER_LOOP - 1) addNoiseHit(out, bar.rate, bar.start + 3 * bar.beat + bar.eighth, 0.16, 26, 0.12, random, false, 200);
  },
  percussion(out, bar, piece, random) {
    const steps = bar.high && !piece.underscore ? 8 : 4;
    const step = (bar.beat * BEATS_PER_BAR) / steps;
    for (let n = 0; n < steps; n += 1) {
      addNoiseHit(out, bar.rate, bar.start + Math.round(n * step), 0.075 * accent(n, steps / BEATS_PER_BAR), 75, 0.05, random, true);
    }
    if (bar.high) addNoiseHit(out, bar.rate, bar.start + 3 * bar.beat, 0.06, 18, 0.18, random, true);
  },
  bass(out, bar) {
    const steps = bar.high ? [bar.root, bar.root, bar.root + 7, bar.root] : [bar.root, bar.root + 7];
    const length = bar.high ? bar.beat : bar.beat * 2;
    steps.forEach((note, i) => addNote(out, bar.rate, bar.start + i * length, Math.round(length * 0.9), f(note), bar.high ? 0.34 : 0.28, BASS));
  },
  pad(out, bar, piece) {
    const voicing = piece.variant % 2 === 0 ? bar.tones : [bar.tones[1], bar.tones[2], bar.tones[0] + 12];
    for (const note of voicing) addNote(out, bar.rate, bar.start, bar.beat * BEATS_PER_BAR, f(note), bar.high ? 0.085 : 0.1, PAD);
  },
  keys(out, bar) {
    const hits = bar.high ? [0, 3, 6] : [0];
    for (const eighth of hits) {
      for (const note of bar.tones) addNote(out, bar.rate, bar.start + eighth * bar.eighth, bar.eighth * 2, f(note), 0.07 * accent(eighth, 2), KEYS);
    }
  },
  lead(out, bar, piece) {
    const spread = [bar.tones[0] + 12, bar.tones[1] + 12, bar.tones[2] + 12, bar.tones[0] + 24, bar.tones[1] + 24];
    const arpeggio = ARPEGGIOS[(piece.seed + piece.variant) % ARPEGGIOS.length];
    const notes = bar.high ? 8 : 4;
    const step = bar.high ? bar.eighth : bar.beat;
    for (let n = 0; n < notes; n += 1) {
      const note = spread[arpeggio[(n * (bar.high ? 1 : 2)) % arpeggio.length]];
      addNote(out, bar.rate, bar.start + n * step, Math.round(step * 1.6), f(note), (bar.high ? 0.16 : 0.1) * accent(n, notes / BEATS_PER_BAR), LEAD);
    }
  },
  strum(out, bar) {
    const beats = bar.high ? [0, 1, 2, 3] : [0, 2];
    const strumGap = Math.round(0.018 * bar.rate);
    for (const q of beats) {
      const tones = [bar.tones[0] - 12, bar.tones[0], bar.tones[1], bar.tones[2]];
      tones.forEach((note, i) => addNote(out, bar.rate, bar.start + q * bar.beat + i * strumGap, bar.beat, f(note), 0.05, STRUM));
    }
  },
  swell(out, bar) {
    if (bar.index % 2 === 1 && !bar.high) return;
    const length = bar.beat * BEATS_PER_BAR * (bar.high ? 1 : 2);
    for (const note of [bar.root + 12, bar.root + 19]) addNote(out, bar.rate, bar.start, length, f(note), bar.high ? 0.07 : 0.05, SWELL);
  },
  counter(out, bar, piece) {
    const order = (piece.seed + bar.index) % 2 === 0 ? [2, 1, 0, 1] : [0, 1, 2, 1];
    const notes = bar.high ? 4 : 2;
    const length = (bar.beat * BEATS_PER_BAR) / notes;
    for (let n = 0; n < notes; n += 1) addNote(out, bar.rate, bar.start + n * length, Math.round(length * 0.95), f(bar.tones[order[n]] + 12), 0.09, COUNTER);
  },
  voice(out, bar) {
    const tone = bar.tones[bar.index % 3] + 12;
    const half = bar.beat * 2;
    addNote(out, bar.rate, bar.start, half, f(tone), 0.12, VOICE);
    if (bar.high) addNote(out, bar.rate, bar.start + half, half, f(bar.tones[(bar.index + 1) % 3] + 12), 0.11, VOICE);
  },
  pluck(out, bar, piece) {
    const steps = bar.high ? 16 : 8;
    const step = (bar.beat * BEATS_PER_BAR) / steps;
    const pattern = [0, 2, 1, 2, 0, 1, 2, 1];
    for (let n = 0; n < steps; n += 1) {
      const note = bar.tones[pattern[(n + piece.seed) % pattern.length]] + 24;
      addNote(out, bar.rate, bar.start + Math.round(n * step), Math.round(step * 1.5), f(note), 0.05 * accent(n, steps / BEATS_PER_BAR), PLUCK);
    }
  },
};

/**
 * Renders one four-bar loop of `piece` at an energy level, as 16-bit samples: at the files'
 * SAMPLE_RATE for audio, or at a lower `rate` where only its loudness is read (a waveform picture).
 */
export function renderLoop(piece: Piece, energy: Energy, rate = SAMPLE_RATE): Int16Array {
  const beat = beatSamples(piece.bpm, rate);
  const barLength = beat * BEATS_PER_BAR;
  const out = new Float32Array(barLength * BARS_PER_LOOP);
  const chords = progression(piece.key, piece.seed);
  for (const part of piece.parts) {
    // Each part has its own random stream, so a stem is exactly its share of the mix.
    const random = prng(piece.seed * 7919 + piece.variant * 104729 + ALL_PARTS.indexOf(part) * 31 + (energy === 'high' ? 1 : 0));
    for (let b = 0; b < BARS_PER_LOOP; b += 1) {
      const degree = chords[b];
      PARTS[part](
        out,
        {
          rate,
          start: b * barLength,
          beat,
          eighth: Math.round(beat / 2),
          index: b,
          tones: triad(piece.key, degree, 60),
          root: triad(piece.key, degree, 36)[0],
          high: energy === 'high',
        },
        piece,
        random,
      );
    }
  }
  const pcm = new Int16Array(out.length);
  // Low-energy sections (before the first turn, between turns) sit well under the full band.
  const level = energy === 'high' ? 1.1 : 0.6;
  for (let i = 0; i < out.length; i += 1) {
    const x = out[i] * level;
    // Soft clip: x / (1 + |x|) keeps peaks under full scale without harsh distortion.
    pcm[i] = Math.round((x / (1 + Math.abs(x))) * 32767);
  }
  return pcm;
}
