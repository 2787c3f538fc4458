import type { ReferenceTrack } from '../model/reference-slice';

/** A waveform of a track that builds: quiet intro, then the full band, then a fade. */
const WAVEFORM = Array.from({ length: 160 }, (_, i) => {
  const shape = i < 20 ? 0.35 : i > 145 ? (160 - i) / 15 : 0.85;
  return Math.round((shape * (0.8 + 0.2 * Math.abs(Math.sin(i * 1.7)))) * 1000) / 1000;
});

/** A reference track as the popup stores it after an analysis (for tests and stories only). */
export function makeTestReference(overrides: Partial<ReferenceTrack> = {}): ReferenceTrack {
  return {
    id: 1,
    name: 'temp-love-cue.wav',
    url: 'blob:http://localhost/reference-1',
    duration: 154.2,
    tempo: 119.75,
    key: 'Dm',
    keyConfidence: 'high',
    waveform: WAVEFORM,
    ...overrides,
  };
}
