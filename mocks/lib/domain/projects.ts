import { db } from '../../db';
import { nowIso } from '../server/http';
import { collectionTracks } from '../../serializers/collection';
import { serializeEntryTrack } from '../../serializers/content';
import { findCollection, isCollectionKind } from './catalogue';
import { nextId, type ProjectItemRecord, type ProjectRecord, type UserRecord } from './records';
import { randomUuid } from '../server/random';

/**
 * Project domain rules shared by the handlers and the seed, behaving like the real server:
 * items are ordered by `position` (1..n, renumbered after every change) and keep their `id` for
 * as long as they stay in the project; an id is never handed out twice (not even after a delete),
 * so an id the app holds can never come back meaning another track.
 */

export type EntryType = 'track' | 'stem';
export interface Entry {
  type: EntryType;
  itemId: number;
}

export const PROJECT_ORDERINGS = ['-updated_at', 'updated_at', 'title', '-title'] as const;
export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];

type SequenceName = 'project' | 'projectItem';

/** Next id of a kind: above both the highest id ever handed out and every existing record. */
function nextSequenceId(name: SequenceName, existing: { id: number }[]): number {
  const stored = db.sequence.findFirst({ where: { name: { equals: name } } });
  const value = Math.max(stored?.value ?? 0, nextId(existing) - 1) + 1;
  if (stored) db.sequence.update({ where: { name: { equals: name } }, data: { value } });
  else db.sequence.create({ name, value });
  return value;
}

/** A project by uuid, or by its numeric id when `key` is all digits (the `/project/{id}` links). */
export function findProject(key: string): ProjectRecord | null {
  const byUuid = db.project.findFirst({ where: { uuid: { equals: key } } });
  if (byUuid || !/^\d+$/.test(key)) return byUuid;
  return db.project.findFirst({ where: { id: { equals: Number(key) } } });
}

export function projectsOf(ownerId: number): ProjectRecord[] {
  return db.project.findMany({ where: { ownerId: { equals: ownerId } } });
}

export function itemsOf(uuid: string): ProjectItemRecord[] {
  return db.projectItem
    .findMany({ where: { projectUuid: { equals: uuid } } })
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function createProject(
  owner: Pick<UserRecord, 'id'>,
  fields: { title: string; description?: string; uuid?: string; at?: string },
): ProjectRecord {
  const at = fields.at ?? nowIso();
  return db.project.create({
    uuid: fields.uuid ?? randomUuid(),
    id: nextSequenceId('project', db.project.getAll()),
    ownerId: owner.id,
    title: fields.title,
    description: fields.description ?? '',
    created_at: at,
    updated_at: at,
  });
}

/**
 * Records a change: `updated_at` always moves forward (at least 1 ms past the previous value), so
 * "Most Recent" puts the project just changed first even when two changes share a millisecond.
 */
export function touchProject(uuid: string, fields: Partial<Pick<ProjectRecord, 'title' | 'description'>> = {}): void {
  const project = db.project.findFirst({ where: { uuid: { equals: uuid } } });
  const previous = project ? Date.parse(project.updated_at) : 0;
  const updated_at = new Date(Math.max(Date.now(), previous + 1)).toISOString();
  db.project.update({ where: { uuid: { equals: uuid } }, data: { ...fields, updated_at } });
}

export function deleteProject(uuid: string): void {
  db.projectItem.deleteMany({ where: { projectUuid: { equals: uuid } } });
  db.project.delete({ where: { uuid: { equals: uuid } } });
}

const sameEntry = (a: Entry, b: Entry) => a.type === b.type && a.itemId === b.itemId;
const entryOf = (item: ProjectItemRecord): Entry => ({ type: item.type as EntryType, itemId: item.itemId });

export function hasEntry(uuid: string, entry: Entry): boolean {
  return itemsOf(uuid).some((item) => sameEntry(entryOf(item), entry));
}

/**
 * Makes the project hold exactly `entries`, in that order (positions 1..n). Entries already in the
 * project keep their item id; new ones get fresh ids; items left out are deleted. Repeated entries
 * are kept once (first occurrence).
 */
export function setEntries(uuid: string, entries: Entry[]): void {
  const current = itemsOf(uuid);
  const kept = new Set<number>();
  let position = 0;
  for (const entry of entries) {
    const existing = current.find((item) => sameEntry(entryOf(item), entry));
    if (existing) {
      if (kept.has(existing.id)) continue;
      kept.add(existing.id);
      position += 1;
      if (existing.position !== position) {
        db.projectItem.update({ where: { id: { equals: existing.id } }, data: { position } });
      }
      continue;
    }
    position += 1;
    const id = nextSequenceId('projectItem', db.projectItem.getAll());
    kept.add(id);
    db.projectItem.create({ id, projectUuid: uuid, type: entry.type, itemId: entry.itemId, position });
  }
  for (const item of current) {
    if (!kept.has(item.id)) db.projectItem.delete({ where: { id: { equals: item.id } } });
  }
}

export interface InsertResult {
  /** Entries skipped because the project already held them. */
  duplicates: Entry[];
  /** Entries newly added. */
  added: Entry[];
  /** Entries already there that were moved to the given position (a single item added at a position). */
  moved: Entry[];
}

/** 0-based insertion index for a 1-based position; -1, 0 or past the end append. */
function insertionIndex(position: number, length: number): number {
  return Number.isInteger(position) && position >= 1 && position <= length ? position - 1 : length;
}

/**
 * Adds entries at a 1-based position (`-1`, 0 or past the end append). Entries already in the
 * project are duplicates and stay where they are, except that a single entry added at an explicit
 * position moves there: the app reorders with the add call too.
 */
export function insertEntries(uuid: string, entries: Entry[], position = -1): InsertResult {
  const current = itemsOf(uuid).map(entryOf);
  const duplicates: Entry[] = [];
  const added: Entry[] = [];
  for (const entry of entries) {
    const seen = current.some((other) => sameEntry(other, entry)) || added.some((other) => sameEntry(other, entry));
    (seen ? duplicates : added).push(entry);
  }
  if (entries.length === 1 && duplicates.length === 1 && position >= 1) {
    const [entry] = duplicates;
    const without = current.filter((other) => !sameEntry(other, entry));
    const at = insertionIndex(position, without.length);
    setEntries(uuid, [...without.slice(0, at), entry, ...without.slice(at)]);
    return { duplicates: [], added: [], moved: [entry] };
  }
  const at = insertionIndex(position, current.length);
  setEntries(uuid, [...current.slice(0, at), ...added, ...current.slice(at)]);
  return { duplicates, added, moved: [] };
}

/** The project's item holding this track or stem (by catalogue id and type), or null when it holds none. */
export function findEntryItem(uuid: string, entry: Entry): ProjectItemRecord | null {
  return itemsOf(uuid).find((item) => sameEntry(entryOf(item), entry)) ?? null;
}

/** Removes the project item with this id; the others keep their ids and close the gap. */
export function removeItem(uuid: string, itemId: number): void {
  setEntries(uuid, itemsOf(uuid).filter((item) => item.id !== itemId).map(entryOf));
}

/** A track (main or version) or stem the user may see, as a project entry; null when unknown or hidden. */
export function resolveEntry(type: string, id: number, user: UserRecord): Entry | null {
  if (type !== 'track' && type !== 'version' && type !== 'stem') return null;
  const entryType: EntryType = type === 'stem' ? 'stem' : 'track';
  return serializeEntryTrack(entryType, id, user) ? { type: entryType, itemId: id } : null;
}

/** Entries for an item or a whole collection (its main tracks the user may see); null when unknown. */
export function entriesFor(type: string, key: string | number, user: UserRecord): Entry[] | null {
  if (isCollectionKind(type)) {
    const record = findCollection(type, key);
    if (!record) return null;
    return collectionTracks(type, record, user).map((track) => ({ type: 'track', itemId: track.id }));
  }
  const entry = resolveEntry(type, Number(key), user);
  return entry ? [entry] : null;
}
