/**
 * An edit (a programme's timeline) as read from the files editors export: CMX 3600 EDL, Premiere /
 * Final Cut 7 XML (xmeml), FCPXML and OpenTimelineIO. Every reader produces this one shape, so the
 * cue sheet built from it never knows which file it came from.
 *
 * Times are whole frames at the edit's rate, counted from 00:00:00:00 (so a sequence that starts at
 * 01:00:00:00 at 25 fps has its first frame at 90 000). Frames, not seconds: timecodes print back
 * exactly, and drop-frame stays a display rule (see `FrameRate.dropFrame`).
 */

/** A timeline's frame rate. 29.97 is `{ timebase: 30, ntsc: true }`; 23.976 `{ timebase: 24, ntsc: true }`. */
export interface FrameRate {
  /** The nominal (integer) frames per second that timecodes count in: 24, 25, 30, 50, 60. */
  timebase: number;
  /** True when real time runs at timebase × 1000/1001 (23.976, 29.97, 59.94). */
  ntsc: boolean;
  /** Drop-frame timecode display (only meaningful with ntsc at 30 or 60). */
  dropFrame: boolean;
}

/** One audio clip on the timeline. */
export interface EditClip {
  /** The file the clip came from (its name as picked or dropped). */
  file: string;
  /** The line of that file where the clip's event starts (EDL, XML), for messages; null when the format has none. */
  line: number | null;
  /** The audio track as the editor names it: "A1", "A2", "Audio 3", an FCPXML role such as "music.music-1". */
  track: string;
  /** Record (timeline) side, frames at the edit's rate; `recordOut` is exclusive. */
  recordIn: number;
  recordOut: number;
  /** Source side, frames at the edit's rate; `sourceOut` is exclusive. */
  sourceIn: number;
  sourceOut: number;
  /** The clip's name in the edit (EDL `* FROM CLIP NAME:`, xmeml `<name>`, OTIO `name`), when given. */
  clipName: string | null;
  /** The media file's name without folders (EDL `* SOURCE FILE:`, xmeml `<pathurl>`, OTIO media reference), when given. */
  fileName: string | null;
  /** The EDL reel or source name, when given. */
  reel: string | null;
  /** Playback speed when the edit changes it (EDL `M2`, retimes): 1 means unchanged. */
  speed: number;
  /** A transition into this clip, in frames (EDL dissolve `D 030`), when there is one. */
  transitionIn: { kind: 'dissolve' | 'wipe' | 'key'; frames: number } | null;
}

/** A problem met while reading; reading goes on after it. */
export interface EditProblem {
  file: string;
  /** 1-based line number, when the format has lines. */
  line: number | null;
  message: string;
}

export type EditFormat = 'edl' | 'xmeml' | 'fcpxml' | 'otio';

/** What reading one or more files gives: one edit (Premiere exports one EDL per audio track). */
export interface ParsedEdit {
  /** The formats read (one per file). */
  formats: EditFormat[];
  /** The sequence's title (EDL `TITLE:`, xmeml sequence name, FCPXML project name, OTIO timeline name). */
  title: string | null;
  rate: FrameRate;
  /**
   * Where `rate` came from: stated by the file (xmeml, FCPXML, OTIO), inferred from the timecodes
   * (an EDL never states its rate: offer a choice), or chosen by the caller (`options.rate`).
   * Absent means stated by the file.
   */
  rateSource?: 'file' | 'inferred' | 'chosen';
  /** First frame of the timeline (its start timecode), frames at `rate`. */
  start: number;
  /** The sequence's length in frames when the file states it or it can be derived (last event's end − start); null otherwise. */
  duration: number | null;
  /** Every audio clip, in record order (then by track). Disabled clips are left out. */
  clips: EditClip[];
  problems: EditProblem[];
}
