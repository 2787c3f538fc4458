import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromaOfFrame, emptyChromaFrames, finishChroma, measureLevels, sumChroma } from './chroma';
import { SampleAnalysis } from './sample-analysis';

/** The sox-made files of known key beside this test (see fixtures/README.md). */
const FIXTURES = join(process.cwd(), 'src/features/search-filters/lib/reference-analysis/fixtures');

/** Mono float samples and rate of a 16-bit PCM WAV file. */
function readWav(name: string): { samples: Float32Array; rate: number } {
  const bytes = readFileSync(join(FIXTURES, name));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let rate = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') rate = view.getUint32(at + 12, true);
    if (id === 'data') {
      const samples = new Float32Array(size / 2);
      for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(at + 8 + 2 * i, true) / 32768;
      return { samples, rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${name}: no data chunk`);
}

function keyOf(name: string): string | null {
  const { samples, rate } = readWav(name);
  const analysis = new SampleAnalysis(rate, samples.length, 1);
  analysis.addSamples(0, samples);
  for (const done of analysis.analyse()) void done;
  return analysis.result().key;
}

/** Whole-file chroma of a fixture, and the tuning it was read at. */
function chromaOf(name: string) {
  const { samples, rate } = readWav(name);
  const frames = emptyChromaFrames(samples);
  measureLevels(samples, frames);
  for (let f = 0; f < frames.count; f += 1) chromaOfFrame(samples, rate, f, frames);
  finishChroma(frames);
  return { chroma: sumChroma(frames.chroma, frames.count), tuningCents: frames.tuningCents };
}

const PITCH_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const loudest = (chroma: ArrayLike<number>) => PITCH_NAMES[Array.from(chroma).indexOf(Math.max(...Array.from(chroma)))];

describe('the key of plucked (overtone-rich) music', () => {
  // A click track's pitched clicks (1.5 kHz, an F#) read as a note on every beat, loud and high:
  // spectrum-energy chroma heard these C as Em and these Am as D.
  it('hears I–IV–V–I in C over a click track as C, not a third or a fifth away', () => {
    expect(keyOf('c-major-cadence-with-clicks.wav')).toBe('C');
  });

  it('hears i–iv–V–i in A minor over a click track as Am', () => {
    expect(keyOf('a-minor-cadence-with-clicks.wav')).toBe('Am');
  });

  it('hears E major played 35 cents sharp as E: the tuning is read from the file', () => {
    expect(keyOf('e-major-35-cents-sharp.wav')).toBe('E');
    expect(chromaOf('e-major-35-cents-sharp.wav').tuningCents).toBeGreaterThan(25);
    expect(chromaOf('e-major-35-cents-sharp.wav').tuningCents).toBeLessThan(45);
  });

  it('hears a C major chord (C3 E3 G3) as C major', () => {
    expect(keyOf('c-major-triad.wav')).toBe('C');
  });

  it("takes a low note's overtones off: a plucked C2 is a C, its fifth and third far below it", () => {
    const { chroma, tuningCents } = chromaOf('c2-plucked.wav');
    expect(loudest(chroma)).toBe('C');
    // G is its 3rd and 6th harmonics, E its 5th: left in, they would rival the C.
    expect(chroma[7]).toBeLessThan(chroma[0] / 3);
    expect(chroma[4]).toBeLessThan(chroma[0] / 3);
    expect(Math.abs(tuningCents)).toBeLessThan(15);
  });
});
