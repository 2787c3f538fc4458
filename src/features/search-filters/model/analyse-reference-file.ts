import type { FromAnalysisWorker, ToAnalysisWorker } from '../lib/reference-analysis/analysis-protocol';
import type { SampleAnalysisResult } from '../lib/reference-analysis/sample-analysis';
import { ANALYSIS_SAMPLE_RATE, MAX_REFERENCE_BYTES, MAX_REFERENCE_SECONDS, ReferenceFileError } from './reference-limits';

/**
 * Analyses a reference file in the browser; nothing is sent anywhere. A Web Worker reads the file
 * and cuts it into parts of half a minute (split-for-decoding.ts: the browser hands a decoded file
 * over in one task, whose length grows with the file); the browser's own decoder reads each part
 * (`decodeAudioData` decodes off the page's thread, here resampled to 11,025 Hz: plenty for beats
 * and pitches, a quarter of a CD's samples); the worker analyses the samples. The page's own share
 * is taking each decoded part and copying the samples out in blocks of 2^18 (1 MB), one task
 * each, so it never holds the thread for long.
 *
 * Loaded with the reference popup's first file: none of this is in the app's entry.
 */

export interface FileAnalysis extends SampleAnalysisResult {
  /** Seconds. */
  duration: number;
}

export interface AnalyseOptions {
  /** Aborting stops the analysis (the promise rejects with an AbortError). */
  signal?: AbortSignal;
  /** Fraction done, 0..1, several times a second while it works. */
  onProgress?: (done: number) => void;
}

/** Records a stage as a performance measure ("reference-analysis:decode"…), which the bench reads. */
function measure(stage: string, start: number, duration = performance.now() - start): void {
  try {
    performance.measure(`reference-analysis:${stage}`, { start, duration });
  } catch {
    // Measures are for the bench; a browser without them analyses all the same.
  }
}

/**
 * Samples copied to the worker per message (and per task of the page): a megabyte. Copying into
 * new memory costs more than the copy (each new page of memory is a fault): a 4 MB block took
 * 30 ms of a task on an idle machine and 55 ms on a busy one. A 3-minute stereo file goes in 16
 * messages, each a turn of the event loop and no render (progress is reported per stage).
 */
const BLOCK = 1 << 18;

/** Where each stage ends on the progress bar. */
const STAGES = { read: 0.05, decoded: 0.3, sent: 0.35 } as const;

function abortError(): DOMException {
  return new DOMException('The analysis was cancelled.', 'AbortError');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The file's samples at the analysis rate, from its parts (at most half a minute each, in order;
 * split-for-decoding.ts), or a ReferenceFileError when the browser cannot read it. The parts
 * decode one after another: side by side, their decoder threads took both cores of a 2-core
 * machine from the page's thread, whose short tasks then stretched past 50 ms.
 */
export async function decodeForAnalysis(parts: ArrayBuffer[], checkAborted: () => void = () => {}): Promise<AudioBuffer[]> {
  if (parts.length === 0) throw new ReferenceFileError('not-audio');
  // An offline context decodes without waking the audio output; its rate is the rate the file is
  // resampled to (one frame long: it only decodes, it never renders).
  const context = new OfflineAudioContext(1, 1, ANALYSIS_SAMPLE_RATE);
  const decoded: AudioBuffer[] = [];
  for (const part of parts) {
    try {
      decoded.push(await context.decodeAudioData(part));
    } catch {
      throw new ReferenceFileError('not-audio');
    }
    checkAborted();
  }
  return decoded;
}

/** The file's parts for decoding, read and cut by the worker. */
function partsFromWorker(worker: Worker, file: Blob): Promise<ArrayBuffer[]> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<FromAnalysisWorker>) => {
      if (event.data.type !== 'parts') return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data.parts);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'split', file } satisfies ToAnalysisWorker);
  });
}

/** Fills `target` with one channel's samples from `start` on, of the parts laid end to end. */
function copyFromParts(parts: AudioBuffer[], channel: number, start: number, target: Float32Array<ArrayBuffer>): void {
  let partStart = 0;
  let written = 0;
  for (const part of parts) {
    if (written === target.length) return;
    const from = start + written - partStart;
    if (from < part.length && from >= 0) {
      const count = Math.min(part.length - from, target.length - written);
      part.copyFromChannel(target.subarray(written, written + count), channel, from);
      written += count;
    }
    partStart += part.length;
  }
}

function startWorker(): Worker {
  return new Worker(new URL('../lib/reference-analysis/reference-analysis.worker.ts', import.meta.url), { type: 'module', name: 'reference-analysis' });
}

/** The worker's answer, or a rejection when it fails or `signal` aborts. */
function workerResult(worker: Worker, signal: AbortSignal | undefined, onProgress: (done: number) => void) {
  return new Promise<Extract<FromAnalysisWorker, { type: 'result' }>>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<FromAnalysisWorker>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.done);
      else if (message.type === 'result') resolve(message);
      else if (message.type === 'parts') return;
      // A worker that throws has met something it cannot analyse: the file's content, not the app.
      else reject(new ReferenceFileError('silent'));
    });
    worker.addEventListener('error', () => reject(new ReferenceFileError('silent')));
    signal?.addEventListener('abort', () => reject(abortError()), { once: true });
  });
}

/** Analyses `file`: tempo, key, waveform and length, or a ReferenceFileError saying why not. */
export async function analyseFile(file: Blob, { signal, onProgress }: AnalyseOptions = {}): Promise<FileAnalysis> {
  const report = (done: number) => onProgress?.(Math.min(1, Math.max(0, done)));
  const checkAborted = () => {
    if (signal?.aborted) throw abortError();
  };
  checkAborted();
  if (file.size > MAX_REFERENCE_BYTES) throw new ReferenceFileError('too-long');
  if (file.size === 0) throw new ReferenceFileError('not-audio');
  report(0);
  const started = performance.now();
  // The worker starts first: it loads and sets up while the file is read and decoded.
  const worker = startWorker();
  const post = (message: ToAnalysisWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const answer = workerResult(worker, signal, (done) => report(STAGES.sent + (1 - STAGES.sent) * done * 0.98));
  // Until it is awaited below, a rejection (a cancel, a file that cannot be read) must not count as unhandled.
  answer.catch(() => undefined);
  try {
    post({ type: 'prepare', sampleRate: ANALYSIS_SAMPLE_RATE });
    // A worker that fails meanwhile rejects `answer`, which ends the wait for the parts too.
    const fileParts = await Promise.race([partsFromWorker(worker, file), answer.then(() => [])]);
    checkAborted();
    measure('read', started);
    report(STAGES.read);
    const decodeStarted = performance.now();
    const parts = await decodeForAnalysis(fileParts, checkAborted);
    checkAborted();
    measure('decode', decodeStarted);
    const duration = parts.reduce((sum, part) => sum + part.duration, 0);
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const channels = parts[0]?.numberOfChannels ?? 1;
    if (duration > MAX_REFERENCE_SECONDS) throw new ReferenceFileError('too-long');
    if (length === 0) throw new ReferenceFileError('silent');
    report(STAGES.decoded);
    const sendStarted = performance.now();
    post({ type: 'start', sampleRate: parts[0]?.sampleRate ?? ANALYSIS_SAMPLE_RATE, length, channels });
    const blocks = channels * Math.ceil(length / BLOCK);
    let sent = 0;
    for (let channel = 0; channel < channels; channel += 1) {
      for (let offset = 0; offset < length; offset += BLOCK) {
        const data = new Float32Array(Math.min(BLOCK, length - offset));
        copyFromParts(parts, channel, offset, data);
        post({ type: 'samples', offset, data }, [data.buffer]);
        sent += 1;
        // Yield between blocks (the page stays responsive), not after the last: the worker starts at once.
        if (sent < blocks) await nextTask();
        checkAborted();
      }
    }
    measure('send', sendStarted);
    report(STAGES.sent);
    const analyseStarted = performance.now();
    post({ type: 'analyse' });
    const { silent, result, timings } = await answer;
    measure('worker', analyseStarted);
    for (const [stage, duration] of Object.entries(timings)) measure(`worker-${stage}`, analyseStarted, duration);
    measure('total', started);
    if (silent || (result.tempo === null && result.key === null)) throw new ReferenceFileError('silent');
    report(1);
    return { ...result, duration };
  } finally {
    worker.terminate();
  }
}
