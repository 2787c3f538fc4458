import { db } from '../../db';
import { nowIso } from '../server/http';
import { collectionTracks } from '../../serializers/collection';
import { serializeEntryTrack } from '../../serializers/content';
import { findCollection, isCollectionKind } from './catalogue';
import { nextId, type ProjectItemRecord, type ProjectRecord, type UserRecord } from './records';
import { randomUuid } from '../server/random';

/** Project domain rules shared by the handlers and the seed. Items are ordered by `position` (1-based). */

export type EntryType = 'track' | 'stem';
export interface Entry {
  type: EntryType;
  itemId: number;
}

export const PROJECT_ORDERINGS = ['-updated_at', 'updated_at', 'title', '-title'] as const;
export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];

export function findProject(uuid: string): ProjectRecord | null {
  return db.project.findFirst({ where: { uuid: { equals: uuid } } });
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
    ownerId: owner.id,
    title: fields.title,
    description: fields.description ?? '',
    created_at: at,
    updated_at: at,
  });
}

export function touchProject(uuid: string, fields: Partial<Pick<ProjectRecord, 'title' | 'description'>> = {}): void {
  db.project.update({ where: { uuid: { equals: uuid } }, data: { ...fields, updated_at: nowIso() } });
}

export function deleteProject(uuid: string): void {
  db.projectItem.deleteMany({ where: { projectUuid: { equals: uuid } } });
  db.project.delete({ where: { uuid: { equals: uuid } } });
}

function sameEntry(item: ProjectItemRecord, entry: Entry): boolean {
  return item.type === entry.type && item.itemId === entry.itemId;
}

export function hasEntry(uuid: string, entry: Entry): boolean {
  return itemsOf(uuid).some((item) => sameEntry(item, entry));
}

/** Replaces a project's items with `entries`, in that order (positions 1..n). */
export function setEntries(uuid: string, entries: Entry[]): void {
  db.projectItem.deleteMany({ where: { projectUuid: { equals: uuid } } });
  let id = nextId(db.projectItem.getAll());
  entries.forEach((entry, index) => {
    db.projectItem.create({ id: id++, projectUuid: uuid, type: entry.type, itemId: entry.itemId, position: index + 1 });
  });
}

/**
 * Inserts entries at a 1-based position (`-1`, 0 or past the end appends), skipping those already
 * in the project. Returns the skipped duplicates.
 */
export function insertEntries(uuid: string, entries: Entry[], position = -1): Entry[] {
  const current: Entry[] = itemsOf(uuid).map(({ type, itemId }) => ({ type: type as EntryType, itemId }));
  const duplicates: Entry[] = [];
  const fresh: Entry[] = [];
  for (const entry of entries) {
    const seen = [...current, ...fresh].some((other) => other.type === entry.type && other.itemId === entry.itemId);
    (seen ? duplicates : fresh).push(entry);
  }
  const at = position >= 1 && position <= current.length ? position - 1 : current.length;
  setEntries(uuid, [...current.slice(0, at), ...fresh, ...current.slice(at)]);
  return duplicates;
}

export function removeEntry(uuid: string, entry: Entry): boolean {
  const items = itemsOf(uuid);
  const remaining = items.filter((item) => !sameEntry(item, entry));
  if (remaining.length === items.length) return false;
  setEntries(uuid, remaining.map(({ type, itemId }) => ({ type: type as EntryType, itemId })));
  return true;
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
