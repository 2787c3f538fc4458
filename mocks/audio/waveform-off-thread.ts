import type { AudioSource } from './catalog-audio';
import { renderWaveformSvg } from './waveform-render';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, (svg: string) => void>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof window !== 'undefined' && typeof Worker !== 'undefined'
        ? new Worker(new URL('./waveform.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<{ id: number; svg: string }>) => {
    pending.get(event.data.id)?.(event.data.svg);
    pending.delete(event.data.id);
  });
  return worker;
}

/**
 * Renders a waveform picture in a Web Worker when the host has one (browser, Storybook), so a page
 * of new results paints without waiting for the mock to synthesise their audio; synchronously
 * elsewhere (vitest).
 */
export function renderWaveformOffThread(source: AudioSource): Promise<string> {
  const target = getWorker();
  if (!target) return Promise.resolve(renderWaveformSvg(source));
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ id, source });
  });
}
