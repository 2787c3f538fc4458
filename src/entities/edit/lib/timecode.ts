import type { FrameRate } from '../model/edit-types';

/**
 * STAND-IN (branch issue-34-page only): the timecode helpers the edit readers' session writes in
 * full; the lead replaces this module with theirs at merge. Same names and signatures.
 */

/** Frames dropped each minute (except every tenth) in drop-frame timecode: 2 at 30, 4 at 60. */
function dropsPerMinute(rate: FrameRate): number {
  return rate.dropFrame ? Math.round(rate.timebase / 15) : 0;
}

/** "HH:MM:SS:FF" (";" before the frames in drop-frame) of a frame count from 00:00:00:00. */
export function framesToTimecode(frames: number, rate: FrameRate): string {
  const fps = rate.timebase;
  let n = Math.max(0, Math.round(frames));
  const drop = dropsPerMinute(rate);
  if (drop > 0) {
    const perTenMinutes = fps * 600 - drop * 9;
    const perMinute = fps * 60 - drop;
    const tens = Math.floor(n / perTenMinutes);
    const rest = n % perTenMinutes;
    n += drop * 9 * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const ff = n % fps;
  const totalSeconds = Math.floor(n / fps);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hh = Math.floor(totalSeconds / 3600);
  const mm = Math.floor((totalSeconds % 3600) / 60);
  const ss = totalSeconds % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}${drop > 0 ? ';' : ':'}${pad(ff)}`;
}

/** Frames from 00:00:00:00 of "HH:MM:SS:FF" (":" or ";" separators); NaN when it is not a timecode. */
export function timecodeToFrames(tc: string, rate: FrameRate): number {
  const match = /^(\d{1,2})[:;.](\d{2})[:;.](\d{2})[:;.](\d{2,3})$/.exec(tc.trim());
  if (!match) return Number.NaN;
  const [hh, mm, ss, ff] = match.slice(1).map(Number);
  const fps = rate.timebase;
  const totalMinutes = hh * 60 + mm;
  const drop = dropsPerMinute(rate);
  return (hh * 3600 + mm * 60 + ss) * fps + ff - drop * (totalMinutes - Math.floor(totalMinutes / 10));
}

/** Real seconds of a frame count (NTSC rates run 1000/1001 slower than their timebase). */
export function framesToSeconds(frames: number, rate: FrameRate): number {
  const fps = rate.ntsc ? (rate.timebase * 1000) / 1001 : rate.timebase;
  return frames / fps;
}
