import type { EditClip, EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { timecodeToFrames } from './timecode';

/**
 * STAND-IN (branch issue-34-page only): a minimal CMX 3600 EDL reader (25 fps non-drop unless
 * `options.rate` says otherwise, no worker) so the cue sheet page runs; the lead replaces this
 * module with the edit readers' session's at merge. Same name, signature and messages.
 */

export const NOT_AN_EDIT = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";

const PAL: FrameRate = { timebase: 25, ntsc: false, dropFrame: false };
const TC = String.raw`(\d\d[:;]\d\d[:;]\d\d[:;]\d\d)`;
const EVENT = new RegExp(String.raw`^(\d{3,6})\s+(\S+)\s+(\S+)\s+(C|D|W\d*|K\w*)(?:\s+(\d+))?\s+${TC}\s+${TC}\s+${TC}\s+${TC}\s*$`);

function readEdl(name: string, text: string, rate: FrameRate, clips: EditClip[], problems: EditProblem[]): string | null {
  let title: string | null = null;
  let last: EditClip | null = null;
  let events = 0;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (!line) return;
    if (line.startsWith('TITLE:')) {
      title = line.slice(6).trim() || null;
      return;
    }
    if (line.startsWith('FCM:')) return;
    const event = EVENT.exec(line);
    if (event) {
      events += 1;
      const [, , reel, channel, , , sIn, sOut, rIn, rOut] = event;
      last = null;
      if (!channel.toUpperCase().startsWith('A')) return;
      last = {
        file: name,
        line: lineNumber,
        track: channel.toUpperCase() === 'A' ? 'A1' : channel.toUpperCase(),
        recordIn: timecodeToFrames(rIn, rate),
        recordOut: timecodeToFrames(rOut, rate),
        sourceIn: timecodeToFrames(sIn, rate),
        sourceOut: timecodeToFrames(sOut, rate),
        clipName: null,
        fileName: null,
        reel: reel === 'AX' || reel === 'BL' ? null : reel,
        speed: 1,
        transitionIn: null,
      };
      clips.push(last);
      return;
    }
    const comment = /^\*\s*(FROM CLIP NAME|SOURCE FILE):\s*(.*)$/i.exec(line);
    if (comment) {
      const clip = last as EditClip | null;
      if (clip && comment[1].toUpperCase() === 'SOURCE FILE') clip.fileName = comment[2].trim().split(/[\\/]/).pop() || null;
      else if (clip) clip.clipName = comment[2].trim() || null;
      return;
    }
    if (line.startsWith('*') || /^M2\s/.test(line)) return;
    problems.push({ file: name, line: lineNumber, message: `Line ${lineNumber} isn't an EDL event or comment; it was skipped.` });
  });
  if (events === 0 && title === null) throw new Error(NOT_AN_EDIT);
  return title;
}

export async function readEditFiles(files: readonly File[], options: { rate?: FrameRate } = {}): Promise<ParsedEdit> {
  if (files.length === 0) throw new Error(NOT_AN_EDIT);
  const rate = options.rate ?? PAL;
  const clips: EditClip[] = [];
  const problems: EditProblem[] = [];
  let title: string | null = null;
  for (const file of files) {
    const text = await file.text();
    title ??= readEdl(file.name, text, rate, clips, problems);
  }
  clips.sort((a, b) => a.recordIn - b.recordIn || a.track.localeCompare(b.track));
  const start = clips.length ? Math.min(...clips.map((clip) => clip.recordIn)) : 0;
  const end = clips.length ? Math.max(...clips.map((clip) => clip.recordOut)) : 0;
  return { formats: files.map(() => 'edl'), title, rate, start, duration: clips.length ? end - start : null, clips, problems };
}
