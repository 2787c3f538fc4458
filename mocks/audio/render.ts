import { loopSamples, renderLoop, SAMPLE_RATE, type Energy, type Piece } from './synth';
import { WAV_HEADER_BYTES, wavHeader } from './wav';

/**
 * A whole file as a plan: sections (split at the turn times) each tiling one loop, plus fades.
 * The WAV writer and the waveform envelope both read the plan, so the picture matches the sound.
 */
export interface AudioPlan {
  sampleCount: number;
  sections: { start: number; end: number; energy: Energy }[];
  /** The loop a section tiles (rendered on first use). */
  loop: (energy: Energy) => Int16Array;
  /** Samples of one loop in the file (a loop rendered at a lower rate for a picture is shorter). */
  loopLength: number;
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
  const sections = arrange(durationSeconds, turnTimes, loopSeconds);
  const sampleCount = sections.at(-1)?.end ?? 0;
  return {
    sampleCount,
    sections,
    loop: loopFor,
    loopLength: loopSamples(piece.bpm),
    fadeIn: Math.min(Math.round(0.01 * SAMPLE_RATE), sampleCount),
    fadeOut: Math.min(Math.round(Math.min(2, durationSeconds / 5) * SAMPLE_RATE), sampleCount),
  };
}

/** Loops rendered on demand (at `rate`: see renderLoop) and cached by the caller. */
export function loopsFor(piece: Piece, rate = SAMPLE_RATE): (energy: Energy) => Int16Array {
  const cache: Partial<Record<Energy, Int16Array>> = {};
  return (energy) => (cache[energy] ??= renderLoop(piece, energy, rate));
}

const EDGE = 96; // samples of fade at section edges, so cuts do not click

function gainAt(plan: AudioPlan, index: number): number {
  let gain = 1;
  if (index < plan.fadeIn) gain *= index / plan.fadeIn;
  const fromEnd = plan.sampleCount - index;
  if (fromEnd < plan.fadeOut) gain *= fromEnd / plan.fadeOut;
  return gain;
}

/**
 * Writes samples [from, to) of the file into `target` (from its index 0): each section tiles its
 * loop from the section start, with short fades at section edges and the file's fade-in/out.
 */
export function writeSamples(plan: AudioPlan, from: number, to: number, target: Int16Array): void {
  for (const section of plan.sections) {
    const start = Math.max(from, section.start);
    const end = Math.min(to, section.end);
    if (start >= end) continue;
    const loop = plan.loop(section.energy);
    let at = start;
    while (at < end) {
      const offset = (at - section.start) % loop.length;
      const n = Math.min(loop.length - offset, end - at);
      target.set(loop.subarray(offset, offset + n), at - from);
      at += n;
    }
    const edge = Math.min(EDGE, Math.floor((section.end - section.start) / 2));
    for (let i = 0; i < edge; i += 1) {
      for (const index of [section.start + i, section.end - 1 - i]) {
        if (index >= start && index < end) target[index - from] = Math.round((target[index - from] * i) / edge);
      }
    }
  }
  for (let i = Math.max(from, 0); i < Math.min(to, plan.fadeIn); i += 1) target[i - from] = Math.round(target[i - from] * gainAt(plan, i));
  for (let i = Math.max(from, plan.sampleCount - plan.fadeOut); i < to; i += 1) target[i - from] = Math.round(target[i - from] * gainAt(plan, i));
}

/** Size in bytes of the plan's WAV file. */
export function wavByteLength(plan: AudioPlan): number {
  return WAV_HEADER_BYTES + plan.sampleCount * 2;
}

/** The complete WAV file of a plan, in one buffer. */
export function writeWav(plan: AudioPlan): ArrayBuffer {
  const bytes = new Uint8Array(wavByteLength(plan));
  bytes.set(wavHeader(plan.sampleCount, SAMPLE_RATE), 0);
  writeSamples(plan, 0, plan.sampleCount, new Int16Array(bytes.buffer, WAV_HEADER_BYTES, plan.sampleCount));
  return bytes.buffer;
}

/** Bytes [start, end) of the WAV file (header and little-endian samples). */
export function wavBytes(plan: AudioPlan, start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start);
  if (start < WAV_HEADER_BYTES) {
    out.set(wavHeader(plan.sampleCount, SAMPLE_RATE).subarray(start, Math.min(end, WAV_HEADER_BYTES)), 0);
  }
  const dataStart = Math.max(start, WAV_HEADER_BYTES) - WAV_HEADER_BYTES;
  const dataEnd = end - WAV_HEADER_BYTES;
  if (dataEnd <= dataStart) return out;
  const firstSample = Math.floor(dataStart / 2);
  const lastSample = Math.ceil(dataEnd / 2);
  const samples = new Int16Array(lastSample - firstSample);
  writeSamples(plan, firstSample, lastSample, samples);
  const sampleBytes = new Uint8Array(samples.buffer);
  const skip = dataStart - firstSample * 2;
  out.set(sampleBytes.subarray(skip, skip + (dataEnd - dataStart)), Math.max(start, WAV_HEADER_BYTES) - start);
  return out;
}

/** Chunk size of streamed files: about 1.5 s of audio. */
export const STREAM_CHUNK_BYTES = 32 * 1024;

/**
 * Bytes [start, end) of the WAV file as a stream, generated chunk by chunk as the reader pulls,
 * so playback can start after the first chunk whatever the file's length.
 */
export function wavStream(plan: AudioPlan, start = 0, end = wavByteLength(plan)): ReadableStream<Uint8Array> {
  let position = start;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (position >= end) {
        controller.close();
        return;
      }
      const next = Math.min(end, position + STREAM_CHUNK_BYTES);
      controller.enqueue(wavBytes(plan, position, next));
      position = next;
      if (position >= end) controller.close();
    },
  });
}

const BLOCK = 32;
const blockEnergyCache = new WeakMap<Int16Array, Float32Array>();

/** Mean square (0..1) of each 32-sample block of a loop. */
function blockEnergy(loop: Int16Array): Float32Array {
  let energy = blockEnergyCache.get(loop);
  if (energy) return energy;
  energy = new Float32Array(Math.ceil(loop.length / BLOCK));
  for (let b = 0; b < energy.length; b += 1) {
    let sum = 0;
    const end = Math.min(loop.length, (b + 1) * BLOCK);
    for (let i = b * BLOCK; i < end; i += 1) {
      const v = loop[i] / 32767;
      sum += v * v;
    }
    energy[b] = sum / (end - b * BLOCK);
  }
  blockEnergyCache.set(loop, energy);
  return energy;
}

/**
 * Loudness (RMS) of each of `columns` equal slices of the file, normalised so the loudest slice
 * is 1: the shape of the sound, as a waveform picture shows it.
 */
export function envelope(plan: AudioPlan, columns: number): Float32Array {
  const levels = new Float32Array(columns);
  const perColumn = plan.sampleCount / columns;
  let sectionIndex = 0;
  let loudest = 0;
  for (let c = 0; c < columns; c += 1) {
    const from = Math.floor(c * perColumn);
    const to = Math.max(from + 1, Math.floor((c + 1) * perColumn));
    let sum = 0;
    let count = 0;
    for (let s = from; s < to; s += BLOCK) {
      while (sectionIndex < plan.sections.length - 1 && s >= plan.sections[sectionIndex].end) sectionIndex += 1;
      const section = plan.sections[sectionIndex];
      const loop = plan.loop(section.energy);
      const energy = blockEnergy(loop);
      // The same moment of the loop in its own samples (fewer when it was rendered at a lower rate).
      const offset = (((s - section.start) % plan.loopLength) * loop.length) / plan.loopLength;
      const gain = gainAt(plan, s);
      sum += energy[Math.min(energy.length - 1, Math.floor(offset / BLOCK))] * gain * gain;
      count += 1;
    }
    levels[c] = Math.sqrt(sum / Math.max(1, count));
    loudest = Math.max(loudest, levels[c]);
  }
  if (loudest > 0) for (let c = 0; c < columns; c += 1) levels[c] /= loudest;
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
