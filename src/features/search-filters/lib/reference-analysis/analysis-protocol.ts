import type { SampleAnalysisResult } from './sample-analysis';

/** Messages the page sends the analysis worker. */
export type ToAnalysisWorker =
  /** Sent before the file is decoded: the worker sets up its filter banks meanwhile. */
  | { type: 'prepare'; sampleRate: number }
  /** The file to read and cut into parts for decoding (split-for-decoding.ts). */
  | { type: 'split'; file: Blob }
  | { type: 'start'; sampleRate: number; length: number; channels: number }
  /** A block of one channel's samples (transferred, not copied). */
  | { type: 'samples'; offset: number; data: Float32Array }
  | { type: 'analyse' };

/** Messages the analysis worker sends back. */
export type FromAnalysisWorker =
  | { type: 'progress'; done: number }
  /** The file's parts for decoding, in order (transferred); none when the file could not be read. */
  | { type: 'parts'; parts: ArrayBuffer[] }
  /** `timings`: milliseconds each stage took in the worker. */
  | { type: 'result'; silent: boolean; result: SampleAnalysisResult; timings: Record<string, number> }
  | { type: 'failed'; message: string };
