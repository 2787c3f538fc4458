import type { db } from '../../db';

/** Entity types of the mock database, for signatures. */
export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type SessionRecord = NonNullable<ReturnType<typeof db.session.findFirst>>;
export type TrackRecord = NonNullable<ReturnType<typeof db.track.findFirst>>;
export type StemRecord = NonNullable<ReturnType<typeof db.stem.findFirst>>;
export type ProjectRecord = NonNullable<ReturnType<typeof db.project.findFirst>>;
export type ProjectItemRecord = NonNullable<ReturnType<typeof db.projectItem.findFirst>>;
export type ActivityRecord = NonNullable<ReturnType<typeof db.activity.findFirst>>;

/** Next free numeric id of a model (max + 1), for records created by handlers. */
export function nextId(records: { id: number }[]): number {
  let max = 0;
  for (const record of records) if (record.id > max) max = record.id;
  return max + 1;
}

/**
 * Orders machine text (ISO timestamps and dates) by code unit, the order they sort in. Not
 * `localeCompare`: its first call in a page loads ICU's collation data (10-15 ms), which the
 * demo's first answers paid.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
