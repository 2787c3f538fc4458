import { byRecordOrder } from './clip-order';
import type { EditClip, EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { mediaFileName } from './media-name';
import { framesPerSecond } from './timecode';
import { child, type XmlElement } from './xml-tree';

/**
 * FCPXML 1.8–1.11. Times are rational seconds (`1001/30000s`, `3600s`). Every story element has an
 * `offset` in its parent's local time and a `start` that is its own local time at that offset, so a
 * child's place on the timeline is parent's place + (child offset − parent start). Connected clips
 * (with a `lane`) and secondary storylines (`spine` inside a clip) hang off their parent that way;
 * compound clips (`ref-clip`) and multicam clips (`mc-clip`) play a window of another timeline.
 */

const MAX_NESTING = 8;
const STORY = new Set(['asset-clip', 'clip', 'ref-clip', 'sync-clip', 'mc-clip', 'audition', 'gap', 'title', 'video', 'audio', 'spine', 'transition']);

/** Seconds of an FCPXML time value, or null when absent or unreadable. */
export function fcpxmlSeconds(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*(-?\d+)(?:\/(\d+))?s\s*$/.exec(value);
  if (!match) return null;
  const denominator = match[2] ? Number(match[2]) : 1;
  return denominator === 0 ? null : Number(match[1]) / denominator;
}

/** The frame rate of a format's `frameDuration` (`1001/30000s` is 29.97, `100/2500s` is 25). */
export function rateOfFrameDuration(value: string | undefined): FrameRate | null {
  const seconds = fcpxmlSeconds(value);
  if (!seconds || seconds <= 0) return null;
  const fps = 1 / seconds;
  const timebase = Math.round(fps);
  const ntsc = Math.abs(fps - timebase) > 0.001 && Math.abs(fps - (Math.round((fps * 1001) / 1000) * 1000) / 1001) < 0.001;
  return { timebase: ntsc ? Math.round((fps * 1001) / 1000) : timebase, ntsc, dropFrame: false };
}

interface Window {
  /** Timeline seconds where the enclosing compound or multicam clip's played part begins and ends. */
  from: number;
  to: number;
}

export function readFcpxml(file: string, root: XmlElement, problems: EditProblem[]): ParsedEdit {
  const resources = new Map<string, XmlElement>();
  for (const resource of child(root, 'resources')?.children ?? []) if (resource.attrs.id) resources.set(resource.attrs.id, resource);

  // The timeline: the first project's sequence (library > event > project, or project at the top).
  // A library export can hold several projects: the first is read, and the person told.
  const projects: XmlElement[] = [];
  const queue: XmlElement[] = [root];
  while (queue.length) {
    const element = queue.shift()!;
    if (element.name === 'project') projects.push(element);
    else if (element.name !== 'resources') queue.push(...element.children);
  }
  const project = projects[0];
  if (projects.length > 1) {
    problems.push({ file, line: project.line, message: `This FCPXML holds ${projects.length} projects: only the first, "${project.attrs.name ?? ''}", is read. Export the one to read on its own.` });
  }
  const sequence = child(project, 'sequence');
  const format = resources.get(sequence?.attrs.format ?? '');
  const stated = rateOfFrameDuration(format?.attrs.frameDuration);
  if (sequence && !stated) problems.push({ file, line: sequence.line, message: "The project's format states no frame rate: read at 25 fps." });
  const rate: FrameRate = stated
    ? { ...stated, dropFrame: sequence?.attrs.tcFormat === 'DF' && stated.ntsc && stated.timebase % 30 === 0 }
    : { timebase: 25, ntsc: false, dropFrame: false };
  const fps = framesPerSecond(rate);
  const toFrames = (seconds: number) => Math.round(seconds * fps);

  if (!sequence) {
    problems.push({ file, line: root.line, message: 'This FCPXML has no project timeline to read.' });
    return { formats: ['fcpxml'], title: null, rate, rateSource: 'file', start: 0, duration: null, clips: [], problems };
  }

  const clips: EditClip[] = [];
  const time = (element: XmlElement, name: string) => fcpxmlSeconds(element.attrs[name]);

  const emit = (element: XmlElement, assetId: string | undefined, role: string | undefined, at: number, window: Window, transition: EditClip['transitionIn']) => {
    const asset = resources.get(assetId ?? '');
    if (!asset || asset.name !== 'asset') return;
    // An asset states hasAudio (1.8+); a clip only plays audio its asset has.
    if (asset.attrs.hasAudio === '0' || (asset.attrs.hasAudio === undefined && !asset.attrs.audioSources)) return;
    const start = time(element, 'start') ?? 0;
    const duration = time(element, 'duration');
    if (duration === null) {
      problems.push({ file, line: element.line, message: `The clip "${element.attrs.name ?? assetId}" has no duration: left out.` });
      return;
    }
    // A split edit (J or L cut) moves the audio's own range: audioStart/audioDuration, same local time.
    const audioStart = time(element, 'audioStart') ?? start;
    const audioDuration = time(element, 'audioDuration') ?? duration;
    const recordIn = at + (audioStart - start);
    const from = Math.max(recordIn, window.from);
    const to = Math.min(recordIn + audioDuration, window.to);
    if (to <= from) return;
    const mediaRep = asset.children.find((c) => c.name === 'media-rep' && c.attrs.kind !== 'proxy-media');
    const sourceIn = toFrames(audioStart + (from - recordIn));
    clips.push({
      file,
      line: element.line,
      track: role ?? 'dialogue',
      recordIn: toFrames(from),
      recordOut: toFrames(to),
      sourceIn,
      sourceOut: sourceIn + (toFrames(to) - toFrames(from)),
      clipName: element.attrs.name ?? asset.attrs.name ?? null,
      fileName: mediaFileName(mediaRep?.attrs.src ?? asset.attrs.src) ?? asset.attrs.name ?? null,
      reel: null,
      speed: retimeSpeed(element),
      transitionIn: transition,
    });
  };

  /** Walks the story elements under `parent`, whose local time `t` is at timeline second `toTimeline(t)`. */
  const walk = (parent: XmlElement, toTimeline: (local: number) => number, window: Window, depth: number) => {
    let transition: EditClip['transitionIn'] = null;
    for (const element of parent.children) {
      if (!STORY.has(element.name)) continue;
      if (element.attrs.enabled === '0') continue;
      const offset = time(element, 'offset') ?? 0;
      const at = toTimeline(offset);
      if (element.name === 'transition') {
        transition = { kind: 'dissolve', frames: toFrames(time(element, 'duration') ?? 0) };
        continue;
      }
      // A spine has no start of its own: its local time begins at 0.
      const start = element.name === 'spine' ? 0 : (time(element, 'start') ?? 0);
      const local = (t: number) => at + (t - start);
      const incoming = transition;
      transition = null;
      switch (element.name) {
        case 'asset-clip':
          emit(element, element.attrs.ref, element.attrs.audioRole, at, window, incoming);
          break;
        case 'audio':
          emit(element, element.attrs.ref, element.attrs.role, at, window, incoming);
          break;
        case 'audition': {
          // Only the audition's active pick (its first story element) plays.
          const pick = element.children.find((c) => STORY.has(c.name));
          if (pick) walk({ ...element, children: [pick] }, toTimeline, window, depth);
          continue;
        }
        case 'ref-clip':
        case 'mc-clip': {
          if (depth >= MAX_NESTING) break;
          const media = resources.get(element.attrs.ref ?? '');
          const duration = time(element, 'duration') ?? 0;
          const inner: Window = { from: Math.max(window.from, at), to: Math.min(window.to, at + duration) };
          if (element.name === 'ref-clip') {
            const spine = child(child(media, 'sequence'), 'spine');
            if (spine) walk(spine, local, inner, depth + 1);
          } else {
            const multicam = child(media, 'multicam');
            // The angles heard: every mc-source that enables audio.
            for (const source of element.children) {
              if (source.name !== 'mc-source' || !['all', 'audio'].includes(source.attrs.srcEnable ?? 'all')) continue;
              const angle = multicam?.children.find((c) => c.name === 'mc-angle' && c.attrs.angleID === source.attrs.angleID);
              if (angle) walk(angle, local, inner, depth + 1);
            }
          }
          break;
        }
        default:
          break;
      }
      // Connected clips, secondary storylines and a clip's own audio hang off every element.
      walk(element, local, window, depth);
    }
  };

  const spine = child(sequence, 'spine');
  if (spine) walk(spine, (t) => t, { from: -Infinity, to: Infinity }, 0);
  clips.sort(byRecordOrder);
  const start = toFrames(time(sequence, 'tcStart') ?? 0);
  const duration = time(sequence, 'duration');
  return {
    formats: ['fcpxml'],
    title: project?.attrs.name ?? null,
    rate,
    rateSource: 'file',
    start,
    duration: duration === null ? null : toFrames(duration),
    clips,
    problems,
  };
}

/** A retimed clip's speed: the slope of its `timeMap` from first to last point (1 when not retimed). */
function retimeSpeed(element: XmlElement): number {
  const points = child(element, 'timeMap')?.children.filter((c) => c.name === 'timept') ?? [];
  if (points.length < 2) return 1;
  const first = points[0];
  const last = points[points.length - 1];
  const dt = (fcpxmlSeconds(last.attrs.time) ?? 0) - (fcpxmlSeconds(first.attrs.time) ?? 0);
  const dv = (fcpxmlSeconds(last.attrs.value) ?? 0) - (fcpxmlSeconds(first.attrs.value) ?? 0);
  return dt > 0 ? Math.round((dv / dt) * 1000) / 1000 : 1;
}
