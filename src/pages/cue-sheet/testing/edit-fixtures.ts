import type { EditClip, FrameRate, ParsedEdit } from '@/entities/edit';

/** Edits built in code for tests and stories (no reader involved): 25 fps from 01:00:00:00. */
export const PAL: FrameRate = { timebase: 25, ntsc: false, dropFrame: false };
export const HOUR_25 = 90_000;

/** A clip from `fromS` to `toS` seconds of the programme (record side), on `track`. */
export function clipAt(fromS: number, toS: number, name: string | null, track = 'A1', extra: Partial<EditClip> = {}): EditClip {
  return {
    file: 'edit.edl',
    line: null,
    track,
    recordIn: HOUR_25 + Math.round(fromS * 25),
    recordOut: HOUR_25 + Math.round(toS * 25),
    sourceIn: 0,
    sourceOut: Math.round((toS - fromS) * 25),
    clipName: name,
    fileName: name,
    reel: null,
    speed: 1,
    transitionIn: null,
    ...extra,
  };
}

export function editOf(clips: EditClip[], overrides: Partial<ParsedEdit> = {}): ParsedEdit {
  const end = clips.reduce((max, clip) => Math.max(max, clip.recordOut), HOUR_25);
  return { formats: ['edl'], title: 'NIGHT SHIFT EP101', rate: PAL, start: HOUR_25, duration: end - HOUR_25, clips, problems: [], ...overrides };
}
