import type { FromAnalysisWorker, ToAnalysisWorker } from './analysis-protocol';
import { prepareChroma } from './chroma';
import { SampleAnalysis } from './sample-analysis';
import { splitForDecoding } from './split-for-decoding';

/**
 * The reference track's analysis, off the page's thread: it reads the file and cuts it into parts
 * for the page to decode, receives the decoded samples (transferred), reports progress while it
 * works, and answers the tempo, the key and the waveform.
 */
interface WorkerScope {
  postMessage(message: FromAnalysisWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToAnalysisWorker>) => void): void;
}
// The app's TypeScript settings describe a page (DOM); inside the worker `self` is the worker's scope.
const scope = self as unknown as WorkerScope;
let analysis: SampleAnalysis | null = null;
/** Least time between two progress reports. */
const PROGRESS_INTERVAL_MS = 150;

const send = (message: FromAnalysisWorker) => scope.postMessage(message);

/**
 * Reads the file and cuts it here: reading a file and copying its parts puts megabytes in new
 * memory, and each new page of memory is a fault; on the page's thread a 4 MB file's read took
 * 44 ms of one task. The parts go to the page transferred, not copied.
 */
async function splitFile(file: Blob): Promise<void> {
  let parts: ArrayBuffer[] = [];
  try {
    parts = splitForDecoding(await file.arrayBuffer());
  } catch {
    // Unreadable: no parts, which the page reports as a file it cannot read.
  }
  scope.postMessage({ type: 'parts', parts }, parts);
}

scope.addEventListener('message', (event: MessageEvent<ToAnalysisWorker>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'prepare':
        prepareChroma(message.sampleRate);
        break;
      case 'split':
        void splitFile(message.file);
        break;
      case 'start':
        analysis = new SampleAnalysis(message.sampleRate, message.length, message.channels);
        break;
      case 'samples':
        analysis?.addSamples(message.offset, message.data);
        break;
      case 'analyse': {
        if (!analysis) return;
        const started = performance.now();
        let lastReport = started;
        for (const done of analysis.analyse()) {
          // Each report is a task and a render on the page: a few a second keep the text moving.
          const now = performance.now();
          if (now - lastReport >= PROGRESS_INTERVAL_MS) {
            send({ type: 'progress', done });
            lastReport = now;
          }
        }
        const analysed = performance.now();
        const result = analysis.result();
        const timings = { ...analysis.timings, analyse: analysed - started, result: performance.now() - analysed };
        send({ type: 'result', silent: analysis.silent, result, timings });
        analysis = null;
        break;
      }
    }
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
