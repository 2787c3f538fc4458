import { envelope, loopsFor, planAudio, waveformSvg } from './render';
import { SAMPLE_RATE } from './synth';
import type { AudioSource } from './catalog-audio';

export const WAVEFORM_COLUMNS = 200;

/**
 * The rate a waveform's loops are rendered at. A picture reads only loudness, nearly the same at a
 * quarter of the samples (within 0.05 of the file's in 97 % of columns, audio.test.ts), and
 * synthesising loops at the files' rate was a quarter of the demo e2e's CPU: every fresh page drew
 * its result rows' waveforms anew.
 */
export const WAVEFORM_RATE = SAMPLE_RATE / 4;

/** The loudness of each of `columns` slices of an item's file, the loudest 1 (no database access). */
export function waveformLevels(source: AudioSource, columns = WAVEFORM_COLUMNS): Float32Array {
  const plan = planAudio(source.piece, source.duration, source.turnTimes, loopsFor(source.piece, WAVEFORM_RATE));
  return envelope(plan, columns);
}

/** The waveform picture of an item, drawn from the same plan as its audio. */
export function renderWaveformSvg(source: AudioSource): string {
  return waveformSvg(waveformLevels(source));
}
