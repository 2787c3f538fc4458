import { byRecordOrder } from './clip-order';
import type { EditClip, EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { mediaFileName } from './media-name';
import { framesPerSecond, timecodeToFrames } from './timecode';
import { child, childText, childrenNamed, type XmlElement } from './xml-tree';

/**
 * Premiere Pro / Final Cut Pro 7 XML (xmeml v4, v5). A sequence's audio tracks hold `clipitem`s
 * whose `start`/`end` are timeline frames from the sequence's first frame and `in`/`out` source
 * frames. An element defined once with an `id` (a `file`, a nested `sequence`) is later given as
 * an empty element with that id only. `start`/`end` of -1 mean "at the neighbouring transition".
 */

const MAX_NESTING = 8;

function readRate(element: XmlElement | undefined): FrameRate | null {
  const timebase = Number(childText(element, 'timebase'));
  if (!Number.isFinite(timebase) || timebase <= 0) return null;
  return { timebase: Math.round(timebase), ntsc: (childText(element, 'ntsc') ?? '').toUpperCase() === 'TRUE', dropFrame: false };
}

const int = (element: XmlElement | undefined, name: string): number | null => {
  const text = childText(element, name);
  if (text === null || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value) : null;
};

const isDisabled = (element: XmlElement) => (childText(element, 'enabled') ?? '').toUpperCase() === 'FALSE';

/** Every element with an `id` and content, by element name and id, so references can be resolved. */
function indexDefinitions(root: XmlElement): Map<string, XmlElement> {
  const index = new Map<string, XmlElement>();
  const stack = [root];
  while (stack.length) {
    const element = stack.pop()!;
    const id = element.attrs.id;
    if (id && element.children.length > 0) {
      const key = `${element.name}#${id}`;
      if (!index.has(key)) index.set(key, element);
    }
    for (let i = element.children.length - 1; i >= 0; i -= 1) stack.push(element.children[i]);
  }
  return index;
}

/** The sequences that are the document's own (not ones nested inside a clip), in document order. */
function ownSequences(root: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const queue = [root];
  while (queue.length) {
    const element = queue.shift()!;
    for (const c of element.children) {
      if (c.name === 'sequence' && c.children.length > 0) found.push(c);
      else if (c.name !== 'clipitem' && c.name !== 'clip') queue.push(c);
    }
  }
  return found;
}

/** Premiere's Time Remap: a speed in percent, and a reverse flag. */
function clipSpeed(clipitem: XmlElement): number {
  for (const filter of childrenNamed(clipitem, 'filter')) {
    const effect = child(filter, 'effect');
    if ((childText(effect, 'effectid') ?? '').toLowerCase() !== 'timeremap') continue;
    let speed = 1;
    let reverse = false;
    for (const parameter of childrenNamed(effect!, 'parameter')) {
      const id = (childText(parameter, 'parameterid') ?? '').toLowerCase();
      if (id === 'speed') speed = Number(childText(parameter, 'value')) / 100;
      if (id === 'reverse') reverse = (childText(parameter, 'value') ?? '').toUpperCase() === 'TRUE';
    }
    if (Number.isFinite(speed)) return Math.round((reverse ? -speed : speed) * 1000) / 1000;
  }
  return 1;
}

function transitionKind(item: XmlElement): 'dissolve' | 'wipe' | 'key' {
  const effect = child(item, 'effect');
  const category = `${childText(effect, 'effectcategory') ?? ''} ${childText(effect, 'name') ?? ''}`.toLowerCase();
  if (category.includes('wipe')) return 'wipe';
  if (category.includes('key')) return 'key';
  return 'dissolve';
}

interface Mapping {
  /** Timeline frame (from 00:00:00:00) of this sequence's frame 0. */
  offset: number;
  /** The part of this sequence that plays, in its own frames: [from, to). */
  from: number;
  to: number;
  /** The track in the outermost sequence, which names the clip. */
  track: string | null;
  depth: number;
}

export function readXmeml(file: string, root: XmlElement, problems: EditProblem[]): ParsedEdit {
  const definitions = indexDefinitions(root);
  const resolve = (element: XmlElement | undefined): XmlElement | undefined =>
    element && element.children.length === 0 && element.attrs.id ? (definitions.get(`${element.name}#${element.attrs.id}`) ?? element) : element;

  const sequences = ownSequences(root);
  const sequence = sequences[0];
  if (sequences.length > 1) {
    problems.push({ file, line: sequence.line, message: `This XML holds ${sequences.length} sequences: only the first, "${childText(sequence, 'name') ?? ''}", is read. Export the one to read on its own.` });
  }
  if (!sequence) {
    problems.push({ file, line: root.line, message: 'This XML has no sequence to read.' });
    return { formats: ['xmeml'], title: null, rate: { timebase: 25, ntsc: false, dropFrame: false }, rateSource: 'file', start: 0, duration: null, clips: [], problems };
  }
  const timecode = child(sequence, 'timecode');
  const dropFrame = (childText(timecode, 'displayformat') ?? '').toUpperCase() === 'DF';
  const stated = readRate(child(sequence, 'rate')) ?? readRate(child(timecode, 'rate'));
  if (!stated) problems.push({ file, line: sequence.line, message: 'The sequence states no frame rate: read at 25 fps.' });
  const rate: FrameRate = stated ? { ...stated, dropFrame: dropFrame && stated.ntsc && stated.timebase % 30 === 0 } : { timebase: 25, ntsc: false, dropFrame: false };

  let start = int(timecode, 'frame') ?? 0;
  const startString = childText(timecode, 'string');
  if (startString) {
    try {
      start = timecodeToFrames(startString, rate);
    } catch {
      // The <frame> count stands.
    }
  }

  const clips: EditClip[] = [];
  const expanded = new Set<string>();

  const readSequence = (seq: XmlElement, mapping: Mapping) => {
    const seqRate = readRate(child(seq, 'rate')) ?? rate;
    const audio = child(child(seq, 'media'), 'audio');
    if (!audio) return;
    childrenNamed(audio, 'track').forEach((track, index) => {
      if (isDisabled(track)) return;
      const trackName = mapping.track ?? `A${index + 1}`;
      const items = track.children;
      for (let i = 0; i < items.length; i += 1) {
        const item = items[i];
        if (item.name !== 'clipitem' || isDisabled(item)) continue;
        const previous = items[i - 1]?.name === 'transitionitem' ? items[i - 1] : undefined;
        const next = items[i + 1]?.name === 'transitionitem' ? items[i + 1] : undefined;
        const itemRate = readRate(child(item, 'rate')) ?? seqRate;
        // in/out count at the clip's own rate; the timeline counts at the sequence's.
        const scale = framesPerSecond(seqRate) / framesPerSecond(itemRate);
        const sourceIn = Math.round((int(item, 'in') ?? 0) * scale);
        const sourceOut = Math.round((int(item, 'out') ?? 0) * scale);
        let itemStart = int(item, 'start');
        let itemEnd = int(item, 'end');
        if (itemStart === -1) itemStart = previous ? int(previous, 'start') : null;
        if (itemEnd === -1) itemEnd = next ? int(next, 'end') : null;
        if (itemStart === null && itemEnd !== null) itemStart = itemEnd - (sourceOut - sourceIn);
        if (itemEnd === null && itemStart !== null) itemEnd = itemStart + (sourceOut - sourceIn);
        if (itemStart === null || itemEnd === null || itemEnd < itemStart) {
          problems.push({ file, line: item.line, message: `The clip "${childText(item, 'name') ?? item.attrs.id ?? ''}" has no timeline position: left out.` });
          continue;
        }

        const nested = resolve(child(item, 'sequence'));
        if (nested) {
          const key = `${nested.attrs.id ?? nested.line}@${itemStart}:${sourceIn}`;
          if (mapping.depth >= MAX_NESTING || expanded.has(key)) continue;
          expanded.add(key);
          readSequence(nested, {
            offset: mapping.offset + itemStart - sourceIn,
            from: Math.max(sourceIn, sourceIn + (mapping.from - itemStart)),
            to: Math.min(sourceOut, sourceIn + (mapping.to - itemStart)),
            track: trackName,
            depth: mapping.depth + 1,
          });
          continue;
        }

        // Only the part inside the enclosing (nested) sequence's used range plays.
        const from = Math.max(itemStart, mapping.from);
        const to = Math.min(itemEnd, mapping.to);
        if (to <= from) continue;
        const fileElement = resolve(child(item, 'file'));
        const speed = clipSpeed(item);
        // Trimmed by a nested sequence's window: the source moves at the clip's speed.
        const trimmed = from !== itemStart || to !== itemEnd;
        const sourceStart = trimmed ? sourceIn + Math.round((from - itemStart) * Math.abs(speed)) : sourceIn;
        const sourceEnd = trimmed ? sourceStart + Math.round((to - from) * Math.abs(speed)) : sourceOut;
        clips.push({
          file,
          line: item.line,
          track: trackName,
          recordIn: mapping.offset + from,
          recordOut: mapping.offset + to,
          sourceIn: sourceStart,
          sourceOut: sourceEnd,
          clipName: childText(item, 'name') || null,
          fileName: mediaFileName(childText(fileElement, 'pathurl')) ?? (childText(fileElement, 'name') || null),
          reel: childText(child(child(fileElement, 'timecode'), 'reel'), 'name') || null,
          speed,
          transitionIn: previous ? { kind: transitionKind(previous), frames: (int(previous, 'end') ?? 0) - (int(previous, 'start') ?? 0) } : null,
        });
      }
    });
  };

  readSequence(sequence, { offset: start, from: -Infinity, to: Infinity, track: null, depth: 0 });
  clips.sort(byRecordOrder);
  const duration = int(sequence, 'duration');
  return {
    formats: ['xmeml'],
    title: childText(sequence, 'name') || null,
    rate,
    rateSource: 'file',
    start,
    duration: duration ?? (clips.length ? clips.reduce((end, c) => Math.max(end, c.recordOut), 0) - start : null),
    clips,
    problems,
  };
}
