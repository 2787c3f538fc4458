import { byRecordOrder } from './clip-order';
import type { EditClip, EditProblem, FrameRate, ParsedEdit } from '../model/edit-types';
import { mediaFileName } from './media-name';
import { framesPerSecond } from './timecode';

/**
 * OpenTimelineIO JSON (`.otio`). A `Timeline` holds a `Stack` of `Track`s; a track's children play
 * one after another: `Clip`s and `Gap`s advance time by their `source_range.duration`, a
 * `Transition` overlaps its neighbours and advances nothing, a nested `Stack` advances by its own
 * length. Times are `RationalTime`s (value at rate). Tracks of kind Audio hold the music.
 */

type Json = Record<string, unknown>;
const MAX_NESTING = 8;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const schema = (value: unknown): string => (isObject(value) && typeof value.OTIO_SCHEMA === 'string' ? value.OTIO_SCHEMA.split('.')[0] : '');

/** Seconds of a RationalTime, or null. */
function seconds(value: unknown): number | null {
  if (!isObject(value)) return null;
  const v = Number(value.value);
  const r = Number(value.rate);
  return Number.isFinite(v) && Number.isFinite(r) && r > 0 ? v / r : null;
}

function range(value: unknown): { start: number; duration: number } | null {
  if (!isObject(value)) return null;
  const start = seconds(value.start_time);
  const duration = seconds(value.duration);
  return start === null || duration === null ? null : { start, duration };
}

/** A timeline rate from a RationalTime's rate: 23.976… and 29.97… are the ntsc rates. */
function frameRateOf(fps: number): FrameRate | null {
  if (!(fps >= 10 && fps <= 120)) return null;
  const timebase = Math.round(fps);
  if (Math.abs(fps - timebase) < 0.001) return { timebase, ntsc: false, dropFrame: false };
  const ntscBase = Math.round((fps * 1001) / 1000);
  if (Math.abs(fps - (ntscBase * 1000) / 1001) < 0.01) return { timebase: ntscBase, ntsc: true, dropFrame: false };
  return { timebase, ntsc: false, dropFrame: false };
}

/** The rate the timeline counts in: its global start time's, else the first clip's that is a frame rate. */
function timelineRate(timeline: Json): FrameRate | null {
  const global = isObject(timeline.global_start_time) ? frameRateOf(Number(timeline.global_start_time.rate)) : null;
  if (global) return global;
  const stack: unknown[] = [timeline.tracks];
  while (stack.length) {
    const item = stack.shift();
    if (!isObject(item)) continue;
    const sr = item.source_range;
    const fromRange = isObject(sr) && isObject(sr.duration) ? frameRateOf(Number(sr.duration.rate)) : null;
    if (fromRange && schema(item) !== 'Gap') return fromRange;
    if (Array.isArray(item.children)) stack.push(...item.children);
  }
  return null;
}

function itemDuration(item: Json): number {
  const own = range(item.source_range);
  if (own) return own.duration;
  if (schema(item) === 'Stack') {
    return Math.max(0, ...((item.children as unknown[]) ?? []).filter(isObject).map((c) => (schema(c) === 'Track' ? trackDuration(c) : itemDuration(c))));
  }
  if (schema(item) === 'Track') return trackDuration(item);
  const available = isObject(item.media_reference) ? range(item.media_reference.available_range) : null;
  return available?.duration ?? 0;
}

function trackDuration(track: Json): number {
  let total = 0;
  for (const c of (track.children as unknown[]) ?? []) if (isObject(c) && schema(c) !== 'Transition') total += itemDuration(c);
  return total;
}

function mediaUrl(clip: Json): string | null {
  let reference: unknown = clip.media_reference;
  if (isObject(clip.media_references)) {
    const key = typeof clip.active_media_reference_key === 'string' ? clip.active_media_reference_key : 'DEFAULT_MEDIA';
    reference = clip.media_references[key];
  }
  if (!isObject(reference)) return null;
  if (typeof reference.target_url === 'string') return reference.target_url;
  if (typeof reference.target_url_base === 'string') return `${reference.target_url_base}${String(reference.name_prefix ?? '')}`;
  return null;
}

function speedOf(clip: Json): number {
  for (const effect of Array.isArray(clip.effects) ? clip.effects : []) {
    const kind = schema(effect);
    if (kind === 'FreezeFrame') return 0;
    if (kind === 'LinearTimeWarp' && isObject(effect) && Number.isFinite(Number(effect.time_scalar))) return Math.round(Number(effect.time_scalar) * 1000) / 1000;
  }
  return 1;
}

export function readOtio(file: string, document: unknown, problems: EditProblem[]): ParsedEdit | null {
  let timeline: unknown = document;
  if (schema(document) === 'SerializableCollection' && isObject(document)) {
    timeline = ((document.children as unknown[]) ?? []).find((c) => schema(c) === 'Timeline');
  }
  if (schema(timeline) !== 'Timeline' || !isObject(timeline)) return null;

  const stated = timelineRate(timeline);
  if (!stated) problems.push({ file, line: null, message: 'The timeline states no frame rate: read at 24 fps.' });
  const rate = stated ?? { timebase: 24, ntsc: false, dropFrame: false };
  const toFrames = (s: number) => Math.round(s * framesPerSecond(rate));
  const globalStart = seconds(timeline.global_start_time) ?? 0;
  const clips: EditClip[] = [];
  let end = globalStart;

  const readTrack = (track: Json, name: string, at: number, window: { from: number; to: number }, depth: number) => {
    if (track.enabled === false) return;
    const audio = track.kind === 'Audio';
    let position = at;
    let transition: EditClip['transitionIn'] = null;
    for (const item of (track.children as unknown[]) ?? []) {
      if (!isObject(item)) continue;
      const kind = schema(item);
      if (kind === 'Transition') {
        const frames = toFrames((seconds(item.in_offset) ?? 0) + (seconds(item.out_offset) ?? 0));
        const type = String(item.transition_type ?? '').toLowerCase();
        transition = { kind: type.includes('wipe') ? 'wipe' : 'dissolve', frames };
        continue;
      }
      const duration = itemDuration(item);
      const incoming = transition;
      transition = null;
      if (kind === 'Stack' && depth < MAX_NESTING) {
        // A nested stack plays its own tracks from its source_range start, for its duration.
        const skip = range(item.source_range)?.start ?? 0;
        const inner = { from: Math.max(window.from, position), to: Math.min(window.to, position + duration) };
        ((item.children as unknown[]) ?? []).forEach((c, index) => {
          if (isObject(c) && schema(c) === 'Track') readTrack(c, typeof c.name === 'string' && c.name ? c.name : `${name}.${index + 1}`, position - skip, inner, depth + 1);
        });
      } else if (kind === 'Clip' && audio && item.enabled !== false) {
        const source = range(item.source_range) ?? (isObject(item.media_reference) ? range(item.media_reference.available_range) : null);
        const from = Math.max(position, window.from);
        const to = Math.min(position + duration, window.to);
        if (source && to > from) {
          const sourceIn = toFrames(source.start + (from - position));
          clips.push({
            file,
            line: null,
            track: name,
            recordIn: toFrames(from),
            recordOut: toFrames(to),
            sourceIn,
            sourceOut: sourceIn + (toFrames(to) - toFrames(from)),
            clipName: typeof item.name === 'string' && item.name ? item.name : null,
            fileName: mediaFileName(mediaUrl(item)),
            reel: null,
            speed: speedOf(item),
            transitionIn: incoming,
          });
        } else if (!source) {
          problems.push({ file, line: null, message: `The clip "${String(item.name ?? '')}" on ${name} has no source range: left out.` });
        }
      }
      position += duration;
    }
    end = Math.max(end, position);
  };

  const stack = timeline.tracks;
  let audioIndex = 0;
  for (const track of isObject(stack) && Array.isArray(stack.children) ? stack.children : []) {
    if (!isObject(track) || schema(track) !== 'Track') continue;
    if (track.kind === 'Audio') audioIndex += 1;
    const name = typeof track.name === 'string' && track.name ? track.name : track.kind === 'Audio' ? `A${audioIndex}` : 'V';
    readTrack(track, name, globalStart, { from: -Infinity, to: Infinity }, 0);
  }
  clips.sort(byRecordOrder);
  return {
    formats: ['otio'],
    title: typeof timeline.name === 'string' && timeline.name ? timeline.name : null,
    rate,
    rateSource: stated ? 'file' : 'inferred',
    start: toFrames(globalStart),
    duration: toFrames(end) - toFrames(globalStart),
    clips,
    problems,
  };
}
