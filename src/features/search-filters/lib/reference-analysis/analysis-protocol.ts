import type { SampleAnalysisResult } from './sample-analysis';

/** Messages the page sends the analysis worker. */
export type ToAnalysisWorker =
  /** Sent before the file is decoded: the worker sets up its filter banks meanwhile. */
  | { type: 'prepare'; sampleRate: number }
  | { type: 'start'; sampleRate: number; length: number; channels: number }
  /** A block of one channel's samples (transferred, not copied). */
  | { type: 'samples'; offset: number; data: Float32Array }
  | { type: 'analyse' };

/** Messages the analysis worker sends back. */
export type FromAnalysisWorker =
  | { type: 'progress'; done: number }
  /** `timings`: milliseconds each stage took in the worker. */
  | { type: 'result'; silent: boolean; result: SampleAnalysisResult; timings: Record<string, number> }
  | { type: 'failed'; message: string };
