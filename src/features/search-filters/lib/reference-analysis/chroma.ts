import { magnitudeSpectrum, spectrumPlan, type SpectrumPlan } from './fft';

/**
 * Chroma (energy per pitch class, C first) of a mono signal, from the notes heard in each frame
 * rather than from raw spectrum energy, because a key is a property of the notes played and an
 * instrument's overtones sound other pitch classes (the third harmonic of C is a G, the fifth an
 * E): left in, they pull a key finder a fifth or a third away.
 *
 * 1. Each frame (4,096 samples at 11,025 Hz: 0.37 s, 2.7 Hz a bin) gives its spectral peaks, each
 *    at a fractional MIDI pitch (parabolic interpolation between bins): a log-frequency reading
 *    that is precise even where bins are wider than a semitone.
 * 2. Once every frame is read, the recording's tuning is the magnitude-weighted circular mean of
 *    the peaks' offsets from equal temperament, so a band tuned to A = 432 Hz or a tape running
 *    fast still falls in the right pitch classes.
 * 3. Each frame's peaks become a note spectrum (one value a semitone); from the lowest note up,
 *    each note's expected overtones (2nd to 8th harmonic) are taken off the notes above it.
 * 4. What remains from A1 is folded into the chroma, compressed (a square root) so one loud line
 *    does not outweigh the harmony; notes above C6 count less and less up to C7 (up there are
 *    mostly overtones, cymbals and clicks, yet high voicings still carry chord tones). Notes below
 *    F3 also feed a bass chroma: the harmony's roots.
 */

export const CHROMA_FRAME = 4096;

/** Lowest note read (E1, 41 Hz) and highest (E7, 2.6 kHz): peaks up there are only subtracted as overtones. */
const LOWEST_NOTE = 28;
const HIGHEST_NOTE = 100;
/** Notes folded into the chroma: A1 (55 Hz) to C7 (2.1 kHz). */
const CHROMA_LOW = 33;
const CHROMA_HIGH = 96;
const FULL_WEIGHT_HIGH = 84;
/** Weight of each note in the chroma: full up to C6, fading out to C7 (percussion and overtones live up there). */
const REGISTER_WEIGHT = Array.from({ length: HIGHEST_NOTE + 1 }, (_, note) =>
  note < CHROMA_LOW || note > CHROMA_HIGH ? 0 : note <= FULL_WEIGHT_HIGH ? 1 : (CHROMA_HIGH - note) / (CHROMA_HIGH - FULL_WEIGHT_HIGH),
);
/** Notes below F3 (175 Hz) are the bass register. */
const BASS_HIGH = 53;
/** A peak counts when it is within 40 dB of the frame's strongest. */
const PEAK_FLOOR = 0.01;
/** Most peaks kept a frame (the strongest). */
const MAX_PEAKS = 48;
/**
 * How much of each overtone is taken off, as a share of its fundamental (harmonics 2 to 8). Enough
 * to stop plucked strings' strong fifths and thirds from moving the key (sox's plucked cadences
 * read a fifth away without it), not so much that a chord's own third or fifth, which often sits
 * where a lower note's overtone does, is thinned: twice these weights lost 5 % of the catalogue's
 * keys to the subdominant and the parallel minor.
 */
const OVERTONE_WEIGHTS = [0.4, 0.35, 0.3, 0.25, 0.2, 0.18, 0.15] as const;
const OVERTONE_STEPS = [2, 3, 4, 5, 6, 7, 8].map((h) => Math.round(12 * Math.log2(h)));

export interface ChromaFrames {
  /** 12 values per frame, each frame scaled by its loudness (loud chords count more than quiet ones). */
  chroma: Float32Array;
  /** 12 values per frame: the bass register's notes by pitch class. */
  bass: Float32Array;
  /** RMS level of each frame. */
  level: Float32Array;
  count: number;
  /** Spectral peaks of each frame read so far: fractional MIDI pitch and magnitude (MAX_PEAKS a frame). */
  peakPitch: Float32Array;
  peakMagnitude: Float32Array;
  peakCount: Uint8Array;
  /** Cents the recording sits above equal temperament (A = 440 Hz), once `finishChroma` ran. */
  tuningCents: number;
}

interface Analyser {
  sampleRate: number;
  plan: SpectrumPlan;
  spectrum: Float32Array;
}

let analyser: Analyser | null = null;

/** Builds the FFT tables for `sampleRate` (done while the file decodes). */
export function prepareChroma(sampleRate: number): void {
  analyserFor(sampleRate);
}

function analyserFor(sampleRate: number): Analyser {
  if (analyser?.sampleRate === sampleRate) return analyser;
  analyser = { sampleRate, plan: spectrumPlan(CHROMA_FRAME), spectrum: new Float32Array(CHROMA_FRAME / 2) };
  return analyser;
}

function rms(frame: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < frame.length; i += 1) sum += frame[i] * frame[i];
  return Math.sqrt(sum / frame.length);
}

export function emptyChromaFrames(samples: Float32Array): ChromaFrames {
  const count = Math.floor(samples.length / CHROMA_FRAME);
  return {
    chroma: new Float32Array(count * 12),
    bass: new Float32Array(count * 12),
    level: new Float32Array(count),
    count,
    peakPitch: new Float32Array(count * MAX_PEAKS),
    peakMagnitude: new Float32Array(count * MAX_PEAKS),
    peakCount: new Uint8Array(count),
    tuningCents: 0,
  };
}

/** The RMS level of every frame (cheap: it decides where the music starts and which frames matter). */
export function measureLevels(samples: Float32Array, into: ChromaFrames): void {
  for (let f = 0; f < into.count; f += 1) into.level[f] = rms(samples.subarray(f * CHROMA_FRAME, (f + 1) * CHROMA_FRAME));
}

const midiOf = (hz: number) => 69 + 12 * Math.log2(hz / 440);

/** Reads the spectral peaks of frame `f` of `samples` (frames do not overlap); silent frames have none. */
export function chromaOfFrame(samples: Float32Array, sampleRate: number, f: number, into: ChromaFrames): void {
  const { plan, spectrum } = analyserFor(sampleRate);
  if (!(into.level[f] >= 1e-4)) return;
  magnitudeSpectrum(plan, samples.subarray(f * CHROMA_FRAME, (f + 1) * CHROMA_FRAME), spectrum);
  const hzPerBin = sampleRate / CHROMA_FRAME;
  const low = Math.max(2, Math.floor(440 * 2 ** ((LOWEST_NOTE - 0.5 - 69) / 12) / hzPerBin));
  const high = Math.min(spectrum.length - 2, Math.ceil(440 * 2 ** ((HIGHEST_NOTE + 0.5 - 69) / 12) / hzPerBin));
  let strongest = 0;
  for (let k = low; k <= high; k += 1) if (spectrum[k] > strongest) strongest = spectrum[k];
  if (strongest <= 0) return;
  const floor = strongest * PEAK_FLOOR;
  const base = f * MAX_PEAKS;
  let count = 0;
  for (let k = low; k <= high; k += 1) {
    const m = spectrum[k];
    if (m <= floor || m <= spectrum[k - 1] || m < spectrum[k + 1]) continue;
    // Parabolic interpolation of the log magnitude: the peak's true frequency and height.
    const a = Math.log(spectrum[k - 1] + 1e-12);
    const b = Math.log(m);
    const c = Math.log(spectrum[k + 1] + 1e-12);
    const denominator = a - 2 * b + c;
    const offset = denominator < 0 ? (0.5 * (a - c)) / denominator : 0;
    const magnitude = Math.exp(b - 0.25 * (a - c) * offset);
    const pitch = midiOf((k + offset) * hzPerBin);
    if (count < MAX_PEAKS) {
      into.peakPitch[base + count] = pitch;
      into.peakMagnitude[base + count] = magnitude;
      count += 1;
    } else {
      // Full: replace the weakest kept peak when this one is stronger.
      let weakest = 0;
      for (let i = 1; i < MAX_PEAKS; i += 1) if (into.peakMagnitude[base + i] < into.peakMagnitude[base + weakest]) weakest = i;
      if (magnitude > into.peakMagnitude[base + weakest]) {
        into.peakPitch[base + weakest] = pitch;
        into.peakMagnitude[base + weakest] = magnitude;
      }
    }
  }
  into.peakCount[f] = count;
}

/** The recording's offset from A = 440 Hz tuning, in cents (-50..50): the weighted circular mean of its peaks. */
export function tuningOf(frames: ChromaFrames): number {
  let x = 0;
  let y = 0;
  for (let f = 0; f < frames.count; f += 1) {
    for (let i = 0; i < frames.peakCount[f]; i += 1) {
      const pitch = frames.peakPitch[f * MAX_PEAKS + i];
      const weight = Math.sqrt(frames.peakMagnitude[f * MAX_PEAKS + i]);
      const angle = 2 * Math.PI * (pitch - Math.round(pitch));
      x += weight * Math.cos(angle);
      y += weight * Math.sin(angle);
    }
  }
  return x === 0 && y === 0 ? 0 : (100 * Math.atan2(y, x)) / (2 * Math.PI);
}

/**
 * Turns every frame's peaks into its chroma and bass chroma: the tuning first (from all frames),
 * then each frame's notes with their overtones taken off.
 */
export function finishChroma(frames: ChromaFrames): void {
  const tuning = tuningOf(frames);
  frames.tuningCents = tuning;
  const notes = new Float64Array(HIGHEST_NOTE + 1);
  for (let f = 0; f < frames.count; f += 1) {
    const count = frames.peakCount[f];
    if (count === 0) continue;
    notes.fill(0);
    for (let i = 0; i < count; i += 1) {
      const note = Math.round(frames.peakPitch[f * MAX_PEAKS + i] - tuning / 100);
      if (note >= LOWEST_NOTE && note <= HIGHEST_NOTE) notes[note] += frames.peakMagnitude[f * MAX_PEAKS + i];
    }
    for (let note = LOWEST_NOTE; note <= HIGHEST_NOTE; note += 1) {
      const fundamental = notes[note];
      if (fundamental <= 0) continue;
      for (let h = 0; h < OVERTONE_STEPS.length; h += 1) {
        const overtone = note + OVERTONE_STEPS[h];
        if (overtone > HIGHEST_NOTE) break;
        notes[overtone] = Math.max(0, notes[overtone] - fundamental * OVERTONE_WEIGHTS[h]);
      }
    }
    let total = 0;
    for (let note = CHROMA_LOW; note <= CHROMA_HIGH; note += 1) total += notes[note];
    if (total <= 0) continue;
    // Each frame's notes as shares of the frame, then weighted by its loudness.
    const level = frames.level[f];
    for (let note = CHROMA_LOW; note <= CHROMA_HIGH; note += 1) {
      if (notes[note] <= 0) continue;
      const share = Math.sqrt(notes[note] / total) * level * REGISTER_WEIGHT[note];
      frames.chroma[f * 12 + (note % 12)] += share;
      if (note <= BASS_HIGH) frames.bass[f * 12 + (note % 12)] += share;
    }
  }
}

/** Sum of frames [from, to) of one of the frame series into one 12-value vector. */
export function sumChroma(series: Float32Array, frames: number, from = 0, to = frames): Float64Array {
  const out = new Float64Array(12);
  for (let f = Math.max(0, from); f < Math.min(to, frames); f += 1) {
    for (let p = 0; p < 12; p += 1) out[p] += series[f * 12 + p];
  }
  return out;
}
