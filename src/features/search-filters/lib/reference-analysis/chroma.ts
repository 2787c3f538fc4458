import Meyda from 'meyda';
import { magnitudeSpectrum, spectrumPlan, type SpectrumPlan } from './fft';

/**
 * Chroma (energy per pitch class, C first) of a mono signal, frame by frame, through Meyda's
 * chroma filter bank and extractor (our FFT feeds it: see fft.ts). Frames of 4,096 samples at
 * 11,025 Hz are 0.37 s long: fine enough in frequency (2.7 Hz a bin) to separate semitones down to
 * the bass's second octave. A bass chroma (55–260 Hz, nearest semitone) is kept beside it.
 */

export const CHROMA_FRAME = 4096;
const BASS_LOW_HZ = 55;
const BASS_HIGH_HZ = 260;

export interface ChromaFrames {
  /** 12 values per frame, each frame scaled by its loudness (loud chords count more than quiet ones). */
  chroma: Float32Array;
  /** 12 values per frame: the bass register's energy by nearest pitch class. */
  bass: Float32Array;
  /** RMS level of each frame. */
  level: Float32Array;
  count: number;
}

interface MeydaChroma {
  bufferSize: number;
  sampleRate: number;
  chromaBands: number;
  windowingFunction: string;
  chromaFilterBank?: number[][];
  melFilterBank?: unknown;
  barkScale?: unknown;
  featureExtractors: { chroma: (input: { ampSpectrum: Float32Array; chromaFilterBank: number[][] }) => number[] };
  extract: (feature: 'chroma', signal: Float32Array) => unknown;
}

const meyda = Meyda as unknown as MeydaChroma;

interface Analyser {
  sampleRate: number;
  bank: number[][];
  plan: SpectrumPlan;
  spectrum: Float32Array;
  /** Pitch class of each bass bin, -1 outside the bass register. */
  bassPitch: Int8Array;
}

let analyser: Analyser | null = null;

/** Builds the filter banks for `sampleRate` (a few hundred milliseconds: done while the file decodes). */
export function prepareChroma(sampleRate: number): void {
  analyserFor(sampleRate);
}

function analyserFor(sampleRate: number): Analyser {
  if (analyser?.sampleRate === sampleRate) return analyser;
  // Meyda builds its filter banks on its first extraction, with its settings at that time.
  meyda.bufferSize = CHROMA_FRAME;
  meyda.sampleRate = sampleRate;
  meyda.chromaBands = 12;
  meyda.windowingFunction = 'hanning';
  meyda.chromaFilterBank = undefined;
  meyda.melFilterBank = undefined;
  meyda.barkScale = undefined;
  meyda.extract('chroma', new Float32Array(CHROMA_FRAME));
  const bassPitch = new Int8Array(CHROMA_FRAME / 2).fill(-1);
  for (let k = 1; k < bassPitch.length; k += 1) {
    const hz = (k * sampleRate) / CHROMA_FRAME;
    if (hz < BASS_LOW_HZ || hz > BASS_HIGH_HZ) continue;
    const midi = Math.round(69 + 12 * Math.log2(hz / 440));
    bassPitch[k] = ((midi % 12) + 12) % 12;
  }
  analyser = {
    sampleRate,
    bank: meyda.chromaFilterBank ?? [],
    plan: spectrumPlan(CHROMA_FRAME),
    spectrum: new Float32Array(CHROMA_FRAME / 2),
    bassPitch,
  };
  return analyser;
}

function rms(frame: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < frame.length; i += 1) sum += frame[i] * frame[i];
  return Math.sqrt(sum / frame.length);
}

export function emptyChromaFrames(samples: Float32Array): ChromaFrames {
  const count = Math.floor(samples.length / CHROMA_FRAME);
  return { chroma: new Float32Array(count * 12), bass: new Float32Array(count * 12), level: new Float32Array(count), count };
}

/** The RMS level of every frame (cheap: it decides where the music starts and which frames matter). */
export function measureLevels(samples: Float32Array, into: ChromaFrames): void {
  for (let f = 0; f < into.count; f += 1) into.level[f] = rms(samples.subarray(f * CHROMA_FRAME, (f + 1) * CHROMA_FRAME));
}

/** Chroma (and bass chroma) of frame `f` of `samples` (frames do not overlap); silent frames stay zero. */
export function chromaOfFrame(samples: Float32Array, sampleRate: number, f: number, into: ChromaFrames): void {
  const { bank, plan, spectrum, bassPitch } = analyserFor(sampleRate);
  const level = into.level[f];
  if (!(level >= 1e-4)) return;
  magnitudeSpectrum(plan, samples.subarray(f * CHROMA_FRAME, (f + 1) * CHROMA_FRAME), spectrum);
  const chroma = meyda.featureExtractors.chroma({ ampSpectrum: spectrum, chromaFilterBank: bank });
  for (let p = 0; p < 12; p += 1) into.chroma[f * 12 + p] = chroma[p] * level;
  for (let k = 0; k < bassPitch.length; k += 1) {
    const pitch = bassPitch[k];
    if (pitch >= 0) into.bass[f * 12 + pitch] += spectrum[k] * spectrum[k];
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
