/// <reference lib="webworker" />
import type { AudioSource } from './catalog-audio';
import { renderWaveformSvg } from './waveform-render';

/** Draws waveform pictures off the page's main thread (the mock runs in the page). */
self.onmessage = (event: MessageEvent<{ id: number; source: AudioSource }>) => {
  const { id, source } = event.data;
  self.postMessage({ id, svg: renderWaveformSvg(source) });
};
