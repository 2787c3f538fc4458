/** What the reference popup accepts and says when it cannot. */

/** Longest reference analysed: half an hour covers any cue or song an edit is cut to. */
export const MAX_REFERENCE_SECONDS = 30 * 60;
/** Largest file read: half an hour of 24-bit stereo WAV at 48 kHz is about 520 MB, of 16-bit CD audio about 300 MB. */
export const MAX_REFERENCE_BYTES = 300 * 1024 * 1024;
/** The rate files are decoded at for analysis (beats and pitches need no more). */
export const ANALYSIS_SAMPLE_RATE = 11_025;

export type ReferenceFileProblem = 'not-audio' | 'silent' | 'too-long';

export const REFERENCE_FILE_MESSAGES: Record<ReferenceFileProblem, string> = {
  'not-audio': "This file isn't audio your browser can read.",
  silent: 'No beat or key could be heard in this file.',
  'too-long': 'Choose a file under 30 minutes.',
};

/** Why a file could not be used as a reference; its message is what the person reads. */
export class ReferenceFileError extends Error {
  constructor(readonly problem: ReferenceFileProblem) {
    super(REFERENCE_FILE_MESSAGES[problem]);
    this.name = 'ReferenceFileError';
  }
}
