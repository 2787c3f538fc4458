import { envelope, loopsFor, planAudio, waveformSvg } from './render';
import type { AudioSource } from './catalog-audio';

export const WAVEFORM_COLUMNS = 200;

/** The waveform picture of an item, drawn from the same plan as its audio (no database access). */
export function renderWaveformSvg(source: AudioSource): string {
  const plan = planAudio(source.piece, source.duration, source.turnTimes, loopsFor(source.piece));
  return waveformSvg(envelope(plan, WAVEFORM_COLUMNS));
}
