import type { FrameRate } from '../model/edit-types';

/**
 * SMPTE timecode at an edit's rate. Frames count from 00:00:00:00; drop-frame is only a way of
 * labelling them: at 29.97 it skips the labels ;00 and ;01 at the start of every minute except each
 * tenth (;00–;03 at 59.94), so the label keeps pace with the clock. No frame is ever dropped.
 */

/** The rates an edit can be read at, in the order a picker lists them. */
export const FRAME_RATES: readonly FrameRate[] = [
  { timebase: 24, ntsc: true, dropFrame: false },
  { timebase: 24, ntsc: false, dropFrame: false },
  { timebase: 25, ntsc: false, dropFrame: false },
  { timebase: 30, ntsc: true, dropFrame: true },
  { timebase: 30, ntsc: true, dropFrame: false },
  { timebase: 30, ntsc: false, dropFrame: false },
  { timebase: 50, ntsc: false, dropFrame: false },
  { timebase: 60, ntsc: true, dropFrame: true },
  { timebase: 60, ntsc: true, dropFrame: false },
  { timebase: 60, ntsc: false, dropFrame: false },
];

/** Labels dropped at the start of each minute: 2 at 29.97, 4 at 59.94; none for any other rate. */
function droppedPerMinute(rate: FrameRate): number {
  return rate.dropFrame && rate.ntsc && rate.timebase % 30 === 0 ? rate.timebase / 15 : 0;
}

/** Real frames per second: ntsc rates run at timebase × 1000/1001. */
export function framesPerSecond(rate: FrameRate): number {
  return rate.ntsc ? (rate.timebase * 1000) / 1001 : rate.timebase;
}

/** Real time of a frame count, in seconds. */
export function framesToSeconds(frames: number, rate: FrameRate): number {
  return frames / framesPerSecond(rate);
}

/** The nearest frame to a real time in seconds. */
export function secondsToFrames(seconds: number, rate: FrameRate): number {
  return Math.round(seconds * framesPerSecond(rate));
}

/** "25", "23.976", "29.97 DF", "59.94 NDF": the rate as editors name it. */
export function formatFrameRate(rate: FrameRate): string {
  const fps = rate.ntsc ? (Math.round(framesPerSecond(rate) * 1000) / 1000).toString() : String(rate.timebase);
  if (!rate.ntsc || rate.timebase % 30 !== 0) return fps;
  return `${fps} ${rate.dropFrame ? 'DF' : 'NDF'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS:FF`, or `HH:MM:SS;FF` in drop-frame. Hours run past 23 rather than wrapping. */
export function framesToTimecode(frames: number, rate: FrameRate): string {
  if (!Number.isInteger(frames) || frames < 0) throw new RangeError(`A timecode needs a whole, positive frame count (got ${frames}).`);
  const tb = rate.timebase;
  const drop = droppedPerMinute(rate);
  let label = frames;
  if (drop > 0) {
    const perTenMinutes = tb * 600 - drop * 9;
    const perMinute = tb * 60 - drop;
    const tens = Math.floor(frames / perTenMinutes);
    const rest = frames % perTenMinutes;
    // The first minute of each ten keeps all its labels; each later one skips `drop` of them.
    label += drop * 9 * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const ff = label % tb;
  const totalSeconds = Math.floor(label / tb);
  const hh = Math.floor(totalSeconds / 3600);
  const mm = Math.floor(totalSeconds / 60) % 60;
  const ss = totalSeconds % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}${drop > 0 ? ';' : ':'}${pad(ff)}`;
}

const TIMECODE = /^\s*(\d{1,3})[:;.,](\d{1,2})[:;.,](\d{1,2})[:;.,](\d{1,3})\s*$/;

/**
 * Frames from 00:00:00:00 of a timecode. Any of `:;.,` may separate the fields; drop-frame counting
 * follows `rate.dropFrame`, not the separator. Throws a RangeError for what is not a timecode at
 * this rate (a frame field past the rate, a label drop-frame skips).
 */
export function timecodeToFrames(timecode: string, rate: FrameRate): number {
  const match = TIMECODE.exec(timecode);
  if (!match) throw new RangeError(`"${timecode}" isn't a timecode (HH:MM:SS:FF).`);
  const [hh, mm, ss, ff] = match.slice(1).map(Number);
  const tb = rate.timebase;
  if (mm > 59 || ss > 59 || ff >= tb) throw new RangeError(`"${timecode}" isn't a timecode at ${formatFrameRate(rate)} fps.`);
  const drop = droppedPerMinute(rate);
  const minutes = hh * 60 + mm;
  if (drop > 0 && ss === 0 && ff < drop && mm % 10 !== 0) {
    throw new RangeError(`"${timecode}" is a label drop-frame timecode skips.`);
  }
  return (minutes * 60 + ss) * tb + ff - drop * (minutes - Math.floor(minutes / 10));
}
