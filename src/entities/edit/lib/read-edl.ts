import { byRecordOrder } from './clip-order';
import type { EditClip, EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { mediaFileName } from './media-name';
import { timecodeToFrames } from './timecode';

/**
 * CMX 3600 EDL. An event line is `NNN REEL CHANNEL TRANSITION [LENGTH] SRC-IN SRC-OUT REC-IN REC-OUT`;
 * comment lines (`* FROM CLIP NAME:`, `* SOURCE FILE:`), `M2` speed lines and `AUD` extra-channel
 * lines that follow belong to it. The file never states its frame rate: it is inferred from the
 * highest frame field and the `FCM:` lines (see `inferEdlRate`), or given by the caller.
 */

interface EventLine {
  line: number;
  number: string;
  reel: string;
  channels: string[];
  hasVideo: boolean;
  transition: NonNullable<EditClip['transitionIn']> | 'cut';
  /** Timecode strings: source in/out, record in/out. */
  timecodes: [string, string, string, string];
  /** `FCM:` in force for this event: true drop-frame, false non-drop, null none seen yet. */
  fcmDrop: boolean | null;
  clipName: string | null;
  toClipName: string | null;
  sourceFile: string | null;
  toSourceFile: string | null;
  /** `M2` playback rate in frames per second, when there is one. */
  m2Fps: number | null;
}

const TIMECODE = /^\d{1,3}[:;.]\d{1,2}[:;.]\d{1,2}[:;.]\d{1,3}$/;
const EVENT_START = /^\d{1,6}\s/;
// Event number, reel, channel, transition (and its length), four timecodes. One native regex per
// line: a fresh worker reads 20,000 of them before its JIT has warmed up.
const TC = '(\\d{1,3}[:;.]\\d{1,2}[:;.]\\d{1,2}[:;.](\\d{1,3}))';
const EVENT = new RegExp(`^(\\d{1,6})\\s+(\\S+)\\s+(\\S+)\\s+(\\S+(?:\\s+\\S+)?)\\s+${TC}\\s+${TC}\\s+${TC}\\s+${TC}$`);
/** Reels that are no media: black, colour bars, an auxiliary source with no clip. */
const NO_MEDIA_REELS = new Set(['BL', 'BLK', 'BLACK', 'BARS']);

/** The audio tracks a CMX channel field names (`A`, `A2`, `AA`, `B`, `AA/V`, `A1/V`…); null when it isn't one. */
export function edlChannelTracks(field: string): { audio: string[]; video: boolean } | null {
  const audio: string[] = [];
  let video = false;
  for (const part of field.toUpperCase().split('/')) {
    if (part === 'V') video = true;
    else if (part === 'A') audio.push('A1');
    else if (part === 'AA') audio.push('A1', 'A2');
    // CMX 3600's "B" is both: video and audio channel 1.
    else if (part === 'B') {
      video = true;
      audio.push('A1');
    } else if (/^A\d{1,2}$/.test(part)) audio.push(`A${Number(part.slice(1))}`);
    else if (part === 'NONE') continue;
    else return null;
  }
  return { audio: [...new Set(audio)], video };
}

function parseTransition(tokens: string[]): EventLine['transition'] | null {
  const [type, length] = tokens;
  if (tokens.length === 1 && type === 'C') return 'cut';
  const frames = length === undefined ? 0 : Number(length);
  if (!Number.isInteger(frames) || tokens.length > 2) return null;
  if (type === 'D') return { kind: 'dissolve', frames };
  if (/^W\d{3}$/.test(type)) return { kind: 'wipe', frames };
  if (/^K[BO]?$/.test(type)) return { kind: 'key', frames };
  return null;
}

interface Scanned {
  title: string | null;
  events: EventLine[];
  problems: EditProblem[];
  /** Any sign the list is drop-frame: an `FCM: DROP FRAME` line or a `;` in a timecode. */
  dropFrameSeen: boolean;
  /** The first `FCM:` line's choice, before any event. */
  firstFcmDrop: boolean | null;
  maxFrameField: number;
  /** Lines that looked like an edit's (events, TITLE:, FCM:); none means the file isn't an EDL. */
  recognised: number;
}

/** First pass: lines into events with their comments; nothing converted yet (the rate isn't known). */
function scan(file: string, text: string): Scanned {
  const scanned: Scanned = { title: null, events: [], problems: [], dropFrameSeen: false, firstFcmDrop: null, maxFrameField: -1, recognised: 0 };
  let fcmDrop: boolean | null = null;
  let last: EventLine | null = null;
  // Which side of a dissolve the last clip-name comment spoke of, for the SOURCE FILE after it.
  let namedSide: 'from' | 'to' = 'from';
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index];
    const lineNumber = index + 1;
    const line = raw.trim();
    if (!line) continue;
    const first = line.charCodeAt(0);
    if ((first === 84 || first === 116) && /^TITLE:/i.test(line)) {
      scanned.title = line.slice(6).trim() || null;
      scanned.recognised += 1;
      continue;
    }
    if ((first === 70 || first === 102) && /^FCM:/i.test(line)) {
      fcmDrop = !/NON[-\s]?DROP/i.test(line) && /DROP/i.test(line);
      if (fcmDrop) scanned.dropFrameSeen = true;
      if (scanned.events.length === 0) scanned.firstFcmDrop = fcmDrop;
      scanned.recognised += 1;
      continue;
    }
    if (line.startsWith('*')) {
      if (!last) continue;
      const comment = /^\*\s*(FROM CLIP NAME|TO CLIP NAME|SOURCE FILE|FROM FILE|TO FILE)\s*:\s*(.*)$/i.exec(line);
      if (!comment) continue;
      const key = comment[1].toUpperCase();
      const value = comment[2].trim() || null;
      if (key === 'FROM CLIP NAME') {
        last.clipName = value;
        namedSide = 'from';
      } else if (key === 'TO CLIP NAME') {
        last.toClipName = value;
        namedSide = 'to';
      } else if (value) {
        const side = key === 'TO FILE' ? 'to' : key === 'FROM FILE' ? 'from' : namedSide;
        if (side === 'to') last.toSourceFile = (mediaFileName(value) ?? value);
        else last.sourceFile = (mediaFileName(value) ?? value);
      }
      continue;
    }
    if (/^M2\s/i.test(line)) {
      const speed = /^M2\s+(.*?)\s*(-?\d+(?:\.\d*)?)\s+(\S+)$/i.exec(line);
      if (!speed || !TIMECODE.test(speed[3]) || !last) {
        scanned.problems.push({ file, line: lineNumber, message: `A speed change (M2) we can't read: "${line}".` });
        continue;
      }
      last.m2Fps = Number(speed[2]);
      continue;
    }
    if (/^AUD\s/i.test(line)) {
      if (!last) continue;
      for (const channel of line.slice(3).trim().split(/\s+/)) {
        if (/^\d{1,2}$/.test(channel)) last.channels = [...new Set([...last.channels, `A${Number(channel)}`])];
      }
      continue;
    }
    if (!EVENT_START.test(line)) continue;

    const event = EVENT.exec(line);
    const channels = event ? edlChannelTracks(event[3]) : null;
    const transition = event ? parseTransition(event[4].split(/\s+/)) : null;
    if (!event || !channels || !transition) {
      scanned.problems.push({ file, line: lineNumber, message: `An event we can't read: "${line}".` });
      last = null;
      continue;
    }
    scanned.recognised += 1;
    const timecodes = [event[5], event[7], event[9], event[11]] as EventLine['timecodes'];
    if (line.includes(';')) scanned.dropFrameSeen = true;
    scanned.maxFrameField = Math.max(scanned.maxFrameField, Number(event[6]), Number(event[8]), Number(event[10]), Number(event[12]));
    last = {
      line: lineNumber,
      number: event[1],
      reel: event[2],
      channels: channels.audio,
      hasVideo: channels.video,
      transition,
      timecodes,
      fcmDrop,
      clipName: null,
      toClipName: null,
      sourceFile: null,
      toSourceFile: null,
      m2Fps: null,
    };
    namedSide = 'from';
    scanned.events.push(last);
  }
  return scanned;
}

/**
 * The rate of an EDL that does not state it. Drop-frame (an `FCM: DROP FRAME` line or a `;`) means
 * 29.97, or 59.94 once a frame field passes 29. Otherwise the highest frame field decides: 50 and up
 * → 59.94, 30–49 → 50, 25–29 → 29.97, 24 → 25, 23 → 23.976. Lower than 23 proves nothing; 25 is
 * read (the caller can pass another).
 */
export function inferEdlRate(maxFrameField: number, dropFrameSeen: boolean, firstFcmDrop: boolean | null): FrameRate {
  if (dropFrameSeen) return { timebase: maxFrameField >= 30 ? 60 : 30, ntsc: true, dropFrame: firstFcmDrop ?? true };
  if (maxFrameField >= 50) return { timebase: 60, ntsc: true, dropFrame: false };
  if (maxFrameField >= 30) return { timebase: 50, ntsc: false, dropFrame: false };
  if (maxFrameField >= 25) return { timebase: 30, ntsc: true, dropFrame: false };
  if (maxFrameField === 23) return { timebase: 24, ntsc: true, dropFrame: false };
  return { timebase: 25, ntsc: false, dropFrame: false };
}

interface Span {
  recordIn: number;
  recordOut: number;
  sourceIn: number;
  sourceOut: number;
}

/** What an EDL's timecodes say about its rate, for inferring one rate over several EDLs of one edit. */
export function edlRateEvidence(text: string): { maxFrameField: number; dropFrameSeen: boolean; firstFcmDrop: boolean | null } {
  const { maxFrameField, dropFrameSeen, firstFcmDrop } = scan('', text);
  return { maxFrameField, dropFrameSeen, firstFcmDrop };
}

export interface ReadEdlOptions {
  rate?: FrameRate;
  /** Where `rate` came from: the caller's choice (default), or inferred over several files. */
  rateSource?: 'chosen' | 'inferred';
}

export function readEdl(file: string, text: string, options: ReadEdlOptions = {}): ParsedEdit | null {
  const scanned = scan(file, text);
  if (scanned.recognised === 0) return null;
  const rate = options.rate ?? inferEdlRate(scanned.maxFrameField, scanned.dropFrameSeen, scanned.firstFcmDrop);
  const labelsCanDrop = rate.ntsc && rate.timebase % 30 === 0;
  const defaultDrop = options.rate && options.rateSource !== 'inferred' ? options.rate.dropFrame : (scanned.firstFcmDrop ?? scanned.dropFrameSeen);
  const problems = [...scanned.problems];
  const clips: EditClip[] = [];
  let first = Infinity;
  let last = -Infinity;

  const dropRate: FrameRate = { ...rate, dropFrame: true };
  const nonDropRate: FrameRate = { ...rate, dropFrame: false };
  const spanOf = (event: EventLine): Span | null => {
    try {
      const frames = event.timecodes.map((tc) => timecodeToFrames(tc, labelsCanDrop && (tc.includes(';') || (event.fcmDrop ?? defaultDrop)) ? dropRate : nonDropRate));
      const [sourceIn, sourceOut, recordIn, recordOut] = frames;
      if (recordOut < recordIn || sourceOut < sourceIn) throw new RangeError('An out point comes before its in point.');
      return { sourceIn, sourceOut, recordIn, recordOut };
    } catch (error) {
      problems.push({ file, line: event.line, message: `${error instanceof Error ? error.message : String(error)} Event ${event.number} is left out.` });
      return null;
    }
  };

  const clipOf = (event: EventLine, span: Span, side: 'from' | 'to'): EditClip => {
    const speed = event.m2Fps === null ? 1 : Math.round((event.m2Fps / rate.timebase) * 1000) / 1000;
    // With M2 the record length is what plays; the source it covers is that length times the speed.
    const sourceOut = event.m2Fps === null ? span.sourceOut : span.sourceIn + Math.round((span.recordOut - span.recordIn) * Math.abs(speed));
    return {
      file,
      line: event.line,
      track: event.channels.join('+'),
      recordIn: span.recordIn,
      recordOut: span.recordOut,
      sourceIn: span.sourceIn,
      sourceOut,
      clipName: side === 'to' ? (event.toClipName ?? event.clipName) : event.clipName,
      fileName: side === 'to' ? (event.toSourceFile ?? event.sourceFile) : event.sourceFile,
      reel: event.reel,
      speed,
      transitionIn: event.transition === 'cut' ? null : event.transition,
    };
  };

  const events = scanned.events;
  const spans = events.map(spanOf);
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i];
    const span = spans[i];
    if (!span) continue;
    first = Math.min(first, span.recordIn);
    last = Math.max(last, span.recordOut);
    if (event.channels.length === 0 || NO_MEDIA_REELS.has(event.reel.toUpperCase())) continue;

    // A dissolve is two lines under one event number: a cut line for the outgoing source, then the
    // transition line for the incoming one. The outgoing source goes on playing under the dissolve.
    const next = events[i + 1];
    if (event.transition === 'cut' && next && next.number === event.number && next.transition !== 'cut' && next.transition.kind !== 'key') {
      const incoming = spans[i + 1];
      if (incoming) {
        const tail = next.transition.frames;
        const from = clipOf(event, span, 'from');
        from.recordIn = Math.min(span.recordIn, incoming.recordIn);
        from.recordOut = Math.max(span.recordOut, incoming.recordIn + tail);
        from.sourceOut = from.sourceIn + (from.recordOut - from.recordIn);
        from.transitionIn = null;
        const previous = clips.findLast((clip) => clip.track === from.track && clip.file === file);
        if (previous && previous.reel === from.reel && previous.recordOut === from.recordIn && previous.sourceOut === from.sourceIn && previous.clipName === (from.clipName ?? previous.clipName)) {
          previous.recordOut = from.recordOut;
          previous.sourceOut = from.sourceOut;
        } else if (from.recordOut > from.recordIn) {
          clips.push(from);
        }
      }
      continue;
    }
    if (span.recordOut === span.recordIn) continue;
    const incomingSide = i > 0 && events[i - 1].number === event.number && event.transition !== 'cut';
    clips.push(clipOf(event, span, incomingSide ? 'to' : 'from'));
  }

  clips.sort(byRecordOrder);
  return {
    formats: ['edl'],
    title: scanned.title,
    rate,
    rateSource: options.rate ? (options.rateSource ?? 'chosen') : 'inferred',
    start: Number.isFinite(first) ? first : 0,
    duration: Number.isFinite(first) ? last - first : null,
    clips,
    problems,
  };
}
