import { loopSamples, renderLoop, SAMPLE_RATE, type Energy, type Piece } from './synth';
import { allocateWav } from './wav';

/**
 * A whole file as a plan: sections (split at the turn times) each tiling one loop, plus fades.
 * The WAV writer and the waveform envelope both read the plan, so the picture matches the sound.
 */
export interface AudioPlan {
  sampleCount: number;
  sections: { start: number; end: number; energy: Energy; loop: Int16Array }[];
  fadeIn: number;
  fadeOut: number;
}

/** Sections between turn times alternate energy (low, high, low…); with no turns, a low intro then high. */
export function arrange(durationSeconds: number, turnTimes: readonly number[], loopSeconds: number): { start: number; end: number; energy: Energy }[] {
  const total = Math.max(1, Math.round(durationSeconds * SAMPLE_RATE));
  const turns = [...new Set(turnTimes)]
    .filter((t) => t > 0 && t < durationSeconds)
    .sort((x, y) => x - y)
    .map((t) => Math.round(t * SAMPLE_RATE));
  if (turns.length === 0) {
    const intro = durationSeconds >= loopSeconds * 3 ? Math.round(loopSeconds * SAMPLE_RATE) : 0;
    return intro > 0
      ? [
          { start: 0, end: intro, energy: 'low' },
          { start: intro, end: total, energy: 'high' },
        ]
      : [{ start: 0, end: total, energy: 'high' }];
  }
  const bounds = [0, ...turns, total];
  return bounds.slice(0, -1).map((start, i) => ({ start, end: bounds[i + 1], energy: i % 2 === 0 ? 'low' : 'high' }));
}

export function planAudio(piece: Piece, durationSeconds: number, turnTimes: readonly number[], loopFor: (energy: Energy) => Int16Array): AudioPlan {
  const loopSeconds = loopSamples(piece.bpm) / SAMPLE_RATE;
  const sections = arrange(durationSeconds, turnTimes, loopSeconds).map((s) => ({ ...s, loop: loopFor(s.energy) }));
  const sampleCount = sections.at(-1)?.end ?? 0;
  return {
    sampleCount,
    sections,
    fadeIn: Math.min(Math.round(0.01 * SAMPLE_RATE), sampleCount),
    fadeOut: Math.min(Math.round(Math.min(2, durationSeconds / 5) * SAMPLE_RATE), sampleCount),
  };
}

/** Loops rendered on demand and cached by the caller. */
export function loopsFor(piece: Piece): (energy: Energy) => Int16Array {
  const cache: Partial<Record<Energy, Int16Array>> = {};
  return (energy) => (cache[energy] ??= renderLoop(piece, energy));
}

const EDGE = 96; // samples of fade at section edges, so cuts do not click

function gainAt(plan: AudioPlan, index: number): number {
  let gain = 1;
  if (index < plan.fadeIn) gain *= index / plan.fadeIn;
  const fromEnd = plan.sampleCount - index;
  if (fromEnd < plan.fadeOut) gain *= fromEnd / plan.fadeOut;
  return gain;
}

/** The complete WAV file of a plan. */
export function writeWav(plan: AudioPlan): ArrayBuffer {
  const { buffer, samples } = allocateWav(plan.sampleCount, SAMPLE_RATE);
  for (const section of plan.sections) {
    const { loop } = section;
    let at = section.start;
    while (at < section.end) {
      const n = Math.min(loop.length, section.end - at);
      samples.set(n === loop.length ? loop : loop.subarray(0, n), at);
      at += n;
    }
    const edge = Math.min(EDGE, Math.floor((section.end - section.start) / 2));
    for (let i = 0; i < edge; i += 1) {
      samples[section.start + i] = Math.round((samples[section.start + i] * i) / edge);
      samples[section.end - 1 - i] = Math.round((samples[section.end - 1 - i] * i) / edge);
    }
  }
  for (let i = 0; i < plan.fadeIn; i += 1) samples[i] = Math.round(samples[i] * gainAt(plan, i));
  for (let i = plan.sampleCount - plan.fadeOut; i < plan.sampleCount; i += 1) samples[i] = Math.round(samples[i] * gainAt(plan, i));
  return buffer;
}

const BLOCK = 32;
const blockPeakCache = new WeakMap<Int16Array, Float32Array>();

function blockPeaks(loop: Int16Array): Float32Array {
  let peaks = blockPeakCache.get(loop);
  if (peaks) return peaks;
  peaks = new Float32Array(Math.ceil(loop.length / BLOCK));
  for (let b = 0; b < peaks.length; b += 1) {
    let peak = 0;
    const end = Math.min(loop.length, (b + 1) * BLOCK);
    for (let i = b * BLOCK; i < end; i += 1) {
      const v = Math.abs(loop[i]);
      if (v > peak) peak = v;
    }
    peaks[b] = peak / 32767;
  }
  blockPeakCache.set(loop, peaks);
  return peaks;
}

/** Peak level (0..1) of each of `columns` equal slices of the file. */
export function envelope(plan: AudioPlan, columns: number): Float32Array {
  const levels = new Float32Array(columns);
  const perColumn = plan.sampleCount / columns;
  let sectionIndex = 0;
  for (let c = 0; c < columns; c += 1) {
    const from = Math.floor(c * perColumn);
    const to = Math.max(from + 1, Math.floor((c + 1) * perColumn));
    let peak = 0;
    for (let s = from; s < to; s += BLOCK) {
      while (sectionIndex < plan.sections.length - 1 && s >= plan.sections[sectionIndex].end) sectionIndex += 1;
      const section = plan.sections[sectionIndex];
      const peaks = blockPeaks(section.loop);
      const offset = (s - section.start) % section.loop.length;
      const level = peaks[Math.floor(offset / BLOCK)] * gainAt(plan, s);
      if (level > peak) peak = level;
    }
    levels[c] = peak;
  }
  return levels;
}

/** A waveform picture (SVG) of the envelope: mirrored bars, stretched to any box. */
export function waveformSvg(levels: Float32Array, color = '#9b9ba3'): string {
  const width = levels.length * 4;
  const height = 100;
  const mid = height / 2;
  let path = '';
  levels.forEach((level, i) => {
    const half = Math.max(0.75, Math.min(1, level) * (mid - 2));
    path += `M${i * 4} ${(mid - half).toFixed(1)}h3v${(half * 2).toFixed(1)}h-3z`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="none"><path fill="${color}" d="${path}"/></svg>`;
}
