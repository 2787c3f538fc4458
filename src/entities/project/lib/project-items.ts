import type { ProjectDto, ProjectItemDto, ProjectSetItemsRequestDto, TrackDto } from '@/shared/api';

/** Track or stem, the two kinds a project holds (a version is stored as a track). */
export type ProjectItemType = ProjectItemDto['type'];

/** What may be put in a project by dragging or from a menu: the track or stem itself. */
export interface ProjectEntry {
  id: number;
  type: ProjectItemType;
}

/** Project item type of a catalogue item: stems stay stems, tracks and versions are tracks. */
export function entryTypeOf(type: string): ProjectItemType | null {
  if (type === 'stem') return 'stem';
  if (type === 'track' || type === 'version') return 'track';
  return null;
}

/** The project entry of a track row (track, version or stem); null for anything else. */
export function entryOfTrack(track: Pick<TrackDto, 'id' | 'type'>): ProjectEntry | null {
  const type = entryTypeOf(track.type);
  return type ? { id: track.id, type } : null;
}

/**
 * Duplicates are matched by id and type (a track and a stem may share a number). An item the
 * server sent without its track matches nothing: the server itself refuses a duplicate.
 */
export function isSameEntry(item: ProjectItemDto, entry: ProjectEntry): boolean {
  return item.type === entry.type && item.item?.id === entry.id;
}

export function hasEntry(items: readonly ProjectItemDto[], entry: ProjectEntry): boolean {
  return items.some((item) => isSameEntry(item, entry));
}

let temporaryId = 0;
/** A negative id for an item shown before the server answered (real ids are positive). */
export function nextTemporaryItemId(): number {
  temporaryId -= 1;
  return temporaryId;
}

/** An item the app shows optimistically until the server's answer replaces it. */
export function pendingItem(track: TrackDto, type: ProjectItemType): ProjectItemDto {
  return { id: nextTemporaryItemId(), type, position: 0, item: track };
}

/** Positions 1..n in list order. */
export function withPositions(items: readonly ProjectItemDto[]): ProjectItemDto[] {
  return items.map((item, index) => (item.position === index + 1 ? item : { ...item, position: index + 1 }));
}

/** 0-based index for a 1-based `track_number`; -1, 0 or past the end append. */
export function insertionIndex(trackNumber: number, length: number): number {
  return Number.isInteger(trackNumber) && trackNumber >= 1 && trackNumber <= length ? trackNumber - 1 : length;
}

/** `items` with `item` inserted at a 1-based position (-1 appends). */
export function insertItem(items: readonly ProjectItemDto[], item: ProjectItemDto, trackNumber = -1): ProjectItemDto[] {
  const at = insertionIndex(trackNumber, items.length);
  return withPositions([...items.slice(0, at), item, ...items.slice(at)]);
}

/** `items` with the item at `from` moved to index `to` (both 0-based, `to` clamped). */
export function moveItem(items: readonly ProjectItemDto[], from: number, to: number): ProjectItemDto[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return withPositions(next);
}

/** `items` without the item holding this track or stem (a project holds each once). */
export function removeEntry(items: readonly ProjectItemDto[], entry: ProjectEntry): ProjectItemDto[] {
  return withPositions(items.filter((item) => !isSameEntry(item, entry)));
}

/** The set-items body: the full ordered list of `{id, type, position}` (track or stem ids). */
export function toItemData(items: readonly ProjectItemDto[]): ProjectSetItemsRequestDto['item_data'] {
  return items.map((item, index) => ({ id: item.item.id, type: item.type, position: index + 1 }));
}

/** Same order of the same entries. */
export function sameOrder(a: readonly ProjectItemDto[], b: readonly ProjectItemDto[]): boolean {
  return a.length === b.length && a.every((item, index) => isSameEntry(b[index], { id: item.item.id, type: item.type }));
}

/** The project with new items (count follows). */
export function withItems(project: ProjectDto, items: ProjectItemDto[]): ProjectDto {
  return { ...project, items, track_count: items.length };
}
