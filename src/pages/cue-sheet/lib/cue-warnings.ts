import { framesToSeconds, framesToTimecode, type FrameRate } from '@/entities/edit';
import { formatCueDuration } from './build-cues';

/**
 * What a cue sheet must be checked for before it is filed. Each is a warning, never a silent fix:
 * cross-fades are real, a looped bed can outrun its track, and only the editor knows.
 */

export interface CueFacts {
  number: number;
  title: string;
  recordIn: number;
  recordOut: number;
  /** Its duration as the cue sheet states it (whole seconds). */
  seconds: number;
  /** The track's own length in seconds, when known. */
  trackSeconds: number | null;
}

export type EditWarningKind = 'programme-overrun' | 'overlap' | 'longer-than-track';

export interface EditWarning {
  kind: EditWarningKind;
  message: string;
  /** The cue numbers it is about. */
  cues: number[];
}

/** How much longer than its track a cue may run before it is pointed out (the rate's rounding). */
const TRACK_TOLERANCE_S = 0.5;

/** Two cues overlapping, cue by cue in timeline order (cues of one track never do: they merge). */
function overlaps(cues: readonly CueFacts[], rate: FrameRate): EditWarning[] {
  const sorted = [...cues].sort((a, b) => a.recordIn - b.recordIn || a.number - b.number);
  const warnings: EditWarning[] = [];
  let open: CueFacts[] = [];
  for (const cue of sorted) {
    open = open.filter((earlier) => earlier.recordOut > cue.recordIn);
    for (const earlier of open) {
      const from = cue.recordIn;
      const to = Math.min(earlier.recordOut, cue.recordOut);
      warnings.push({
        kind: 'overlap',
        cues: [earlier.number, cue.number],
        message: `Cues ${earlier.number} and ${cue.number} overlap from ${framesToTimecode(from, rate)} to ${framesToTimecode(to, rate)}.`,
      });
    }
    open.push(cue);
  }
  return warnings;
}

/**
 * The warnings of a cue list: the music adding up to more than the programme (when its length is
 * known), two cues overlapping, a cue running longer than its track.
 */
export function cueWarnings(cues: readonly CueFacts[], programmeSeconds: number | null, rate: FrameRate): EditWarning[] {
  const warnings: EditWarning[] = [];
  const total = cues.reduce((sum, cue) => sum + cue.seconds, 0);
  if (programmeSeconds !== null && programmeSeconds > 0 && total > programmeSeconds) {
    warnings.push({
      kind: 'programme-overrun',
      cues: [],
      message: `The music adds up to ${formatCueDuration(total)}, longer than the programme (${formatCueDuration(programmeSeconds)}).`,
    });
  }
  warnings.push(...overlaps(cues, rate));
  for (const cue of cues) {
    const exact = framesToSeconds(cue.recordOut - cue.recordIn, rate);
    if (cue.trackSeconds !== null && cue.trackSeconds > 0 && exact > cue.trackSeconds + TRACK_TOLERANCE_S) {
      warnings.push({
        kind: 'longer-than-track',
        cues: [cue.number],
        message: `Cue ${cue.number} (${cue.title}) runs ${formatCueDuration(cue.seconds)}, longer than the track (${formatCueDuration(cue.trackSeconds)}).`,
      });
    }
  }
  return warnings;
}
