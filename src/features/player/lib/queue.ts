import type { TrackDto } from '@/shared/api';

/** One entry of the play queue. `key` tells apart two entries of the same track (e.g. a project holding it twice). */
export interface QueueEntry {
  key: string;
  track: TrackDto;
}

/** What callers may pass as a queue: plain tracks, or entries that bring their own key. */
export type QueueInput = TrackDto | QueueEntry;

type Identifiable = Pick<TrackDto, 'id'> & Partial<Pick<TrackDto, 'type'>>;

/** Stems and tracks live in different id spaces on the server, so identity is kind + id. */
export function itemKind(track: Identifiable): 'stem' | 'track' {
  return track.type === 'stem' ? 'stem' : 'track';
}

export function sameItem(a: Identifiable | null | undefined, b: Identifiable | null | undefined): boolean {
  if (!a || !b) return false;
  return a.id === b.id && itemKind(a) === itemKind(b);
}

function isEntry(input: QueueInput): input is QueueEntry {
  return 'track' in input && 'key' in input && typeof (input as QueueEntry).key === 'string';
}

export function toQueue(inputs: readonly QueueInput[]): QueueEntry[] {
  return inputs.map((input, index) =>
    isEntry(input) ? input : { key: `${index}:${itemKind(input)}-${input.id}`, track: input },
  );
}

function childrenOf(track: TrackDto): TrackDto[] {
  return [...(track.versions ?? []), ...(track.stems ?? [])];
}

/**
 * True when `b` is a version or stem of `a`, `a` of `b`, or both belong to the same main track
 * (switching between them keeps the playhead fraction).
 */
export function areRelated(a: TrackDto | null, b: TrackDto): boolean {
  if (!a || sameItem(a, b)) return false;
  if (childrenOf(a).some((c) => sameItem(c, b)) || childrenOf(b).some((c) => sameItem(c, a))) return true;
  const aRoot = a.type === 'track' ? a.id : a.parent_id;
  const bRoot = b.type === 'track' ? b.id : b.parent_id;
  return aRoot != null && aRoot === bRoot;
}

/**
 * Position of `track` in the queue: by `key` when given, then by id, then through a queue item's
 * versions or stems (or a version/stem whose parent is a queue item). -1 when absent.
 */
export function findQueueIndex(queue: readonly QueueEntry[], track: TrackDto, key?: string | null): number {
  if (key) {
    const byKey = queue.findIndex((e) => e.key === key);
    if (byKey >= 0 && sameItem(queue[byKey].track, track)) return byKey;
  }
  const byId = queue.findIndex((e) => sameItem(e.track, track));
  if (byId >= 0) return byId;
  const byChild = queue.findIndex((e) => childrenOf(e.track).some((c) => sameItem(c, track)));
  if (byChild >= 0) return byChild;
  if (track.type !== 'track' && track.parent_id != null) {
    return queue.findIndex((e) => e.track.type === 'track' && e.track.id === track.parent_id);
  }
  return -1;
}

/** Clamp helper shared by volume, seek and waveform. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}
