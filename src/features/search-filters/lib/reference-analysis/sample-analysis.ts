import { keyName } from '../musical-key';
import { CHROMA_FRAME, chromaOfFrame, emptyChromaFrames, finishChroma, measureLevels, sumChroma, type ChromaFrames } from './chroma';
import { estimateKey, type KeyConfidence } from './key-profile';
import { estimateTempo, ONSET_HOP, onsetEnvelope } from './pulse';

/**
 * The analysis a Web Worker runs on a file's decoded samples: a mono mix, its waveform, its onset
 * envelope (tempo) and its chroma (key).
 */

/** Columns of the waveform picture. */
export const WAVEFORM_COLUMNS = 160;
/** Frames of chroma computed between two progress reports. */
const FRAMES_PER_STEP = 24;
/**
 * Most frames of chroma a file gets (two minutes' worth): a longer file is sampled evenly, which
 * states its key as clearly at a fraction of the cost. The opening is always read whole.
 */
const MAX_CHROMA_FRAMES = 320;
/** Frames read whole from where the music starts (the opening bar, even at 70 BPM). */
const OPENING_FRAMES = 10;
/** Below this peak level (about -60 dBFS) nothing can be heard. */
const SILENCE_PEAK = 0.001;

export interface SampleAnalysisResult {
  /** BPM (not rounded); null when no steady beat was heard. */
  tempo: number | null;
  /** Catalogue notation ("Dm", "F#"); null when no key was heard. */
  key: string | null;
  keyConfidence: KeyConfidence;
  /** Loudness of 160 equal slices, 0..1. */
  waveform: number[];
}

export class SampleAnalysis {
  readonly mono: Float32Array;
  private frames: ChromaFrames | null = null;
  private envelope: Float32Array | null = null;
  private waveformLevels: number[] = [];
  private peak = 0;
  /** Milliseconds each stage took (for the bench). */
  readonly timings: Record<string, number> = {};

  constructor(
    readonly sampleRate: number,
    length: number,
    private readonly channels: number,
  ) {
    this.mono = new Float32Array(length);
  }

  /** Mixes a block of one channel into the mono signal. */
  addSamples(offset: number, data: Float32Array): void {
    const scale = 1 / this.channels;
    const end = Math.min(this.mono.length, offset + data.length);
    for (let i = offset; i < end; i += 1) this.mono[i] += data[i - offset] * scale;
  }

  /** Nothing in the file rises above silence. */
  get silent(): boolean {
    return this.peak < SILENCE_PEAK;
  }

  /** Runs the analysis, yielding the fraction done (0..1) between steps. */
  *analyse(): Generator<number, void, void> {
    const mono = this.mono;
    let mark = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      this.timings[name] = (this.timings[name] ?? 0) + now - mark;
      mark = now;
    };
    let peak = 0;
    for (let i = 0; i < mono.length; i += 1) {
      const value = Math.abs(mono[i]);
      if (value > peak) peak = value;
    }
    this.peak = peak;
    this.waveformLevels = waveform(mono, WAVEFORM_COLUMNS);
    lap('waveform');
    yield 0.03;
    this.envelope = onsetEnvelope(mono);
    lap('onsets');
    yield 0.1;
    const frames = emptyChromaFrames(mono);
    this.frames = frames;
    if (this.silent) return;
    measureLevels(mono, frames);
    const start = musicStart(frames);
    const stride = Math.max(1, Math.ceil(frames.count / MAX_CHROMA_FRAMES));
    const wanted: number[] = [];
    for (let f = 0; f < frames.count; f += 1) if (f % stride === 0 || (f >= start && f < start + OPENING_FRAMES)) wanted.push(f);
    lap('levels');
    for (let i = 0; i < wanted.length; i += 1) {
      chromaOfFrame(mono, this.sampleRate, wanted[i], frames);
      if ((i + 1) % FRAMES_PER_STEP === 0 || i === wanted.length - 1) {
        lap('chroma');
        yield 0.1 + (0.85 * (i + 1)) / wanted.length;
      }
    }
    finishChroma(frames);
    lap('notes');
    yield 1;
  }

  /** Tempo, key and waveform, once `analyse` has run. */
  result(): SampleAnalysisResult {
    const frames = this.frames;
    const envelope = this.envelope;
    if (!frames || !envelope || this.silent) {
      return { tempo: null, key: null, keyConfidence: 'low', waveform: this.waveformLevels };
    }
    const tempo = estimateTempo(envelope, this.sampleRate / ONSET_HOP)?.tempo ?? null;
    const overall = sumChroma(frames.chroma, frames.count);
    if (overall.every((value) => value === 0)) return { tempo, key: null, keyConfidence: 'low', waveform: this.waveformLevels };
    // The opening: one bar from where the music starts (two seconds without a tempo).
    const start = musicStart(frames);
    const barSeconds = tempo ? Math.min(3.5, Math.max(1.5, 240 / tempo)) : 2;
    const barFrames = Math.max(1, Math.round((barSeconds * this.sampleRate) / CHROMA_FRAME));
    const estimate = estimateKey({
      overall,
      opening: sumChroma(frames.chroma, frames.count, start, start + barFrames),
      bass: sumChroma(frames.bass, frames.count),
    });
    return { tempo, key: keyName(estimate.key), keyConfidence: estimate.confidence, waveform: this.waveformLevels };
  }
}

/** The first frame at a tenth of the loudest frame's level: where the music starts. */
function musicStart(frames: ChromaFrames): number {
  let loudest = 0;
  for (let f = 0; f < frames.count; f += 1) loudest = Math.max(loudest, frames.level[f]);
  let start = 0;
  while (start < frames.count && frames.level[start] < 0.1 * loudest) start += 1;
  return start;
}

/** RMS loudness of `columns` equal slices, normalised so the loudest is 1. */
export function waveform(samples: Float32Array, columns: number): number[] {
  const levels = new Array<number>(columns).fill(0);
  if (samples.length === 0) return levels;
  const per = samples.length / columns;
  let loudest = 0;
  for (let c = 0; c < columns; c += 1) {
    const from = Math.floor(c * per);
    const to = Math.max(from + 1, Math.floor((c + 1) * per));
    let sum = 0;
    let count = 0;
    // Every fourth sample is plenty for a picture 160 columns wide.
    for (let i = from; i < to && i < samples.length; i += 4) {
      sum += samples[i] * samples[i];
      count += 1;
    }
    levels[c] = Math.sqrt(sum / Math.max(1, count));
    loudest = Math.max(loudest, levels[c]);
  }
  return loudest > 0 ? levels.map((level) => Math.round((level / loudest) * 1000) / 1000) : levels;
}
