import { db } from '../../db';
import { seededScale, type MockScale } from '../../seed/scale';
import { takeSnapshot, type Snapshot } from './snapshot';

/**
 * Browser persistence: the people tables (users, sessions, projects, activity…) go to
 * localStorage after every mutating request; on start they are restored over the freshly
 * seeded catalogue. The stored catalogue fingerprint guards against a changed seed.
 */

export const STORAGE_KEY = '4em-mock-db';
const FORMAT_VERSION = 1;

export interface StoredDatabase {
  version: number;
  scale: MockScale;
  fingerprint: string;
  savedAt: string;
  tables: Snapshot;
}

/** Identifies the seeded catalogue: counts plus the last track, cheap to compute. */
export function catalogueFingerprint(): string {
  const tracks = db.track.getAll();
  const last = tracks[tracks.length - 1];
  return [tracks.length, db.stem.count(), db.album.count(), db.composer.count(), last?.id ?? 0, last?.title ?? ''].join('|');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredDatabase(): StoredDatabase | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as StoredDatabase | null;
    return parsed && parsed.version === FORMAT_VERSION && parsed.tables ? parsed : null;
  } catch {
    return null;
  }
}

/** True when the stored tables were taken over the catalogue that is seeded now. */
export function matchesCatalogue(stored: StoredDatabase): boolean {
  return stored.fingerprint === catalogueFingerprint();
}

export function saveDatabase(): void {
  const data: StoredDatabase = {
    version: FORMAT_VERSION,
    scale: seededScale() ?? 'default',
    fingerprint: catalogueFingerprint(),
    savedAt: new Date().toISOString(),
    tables: takeSnapshot(),
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    console.warn('[mock] Could not save the mock database to localStorage:', error);
  }
}

export function clearStoredDatabase(): void {
  storage()?.removeItem(STORAGE_KEY);
}

let pending = false;

/** Saves once at the end of the current task, however many changes it made. */
export function scheduleSave(): void {
  if (pending) return;
  pending = true;
  queueMicrotask(flushSave);
}

export function flushSave(): void {
  if (!pending) return;
  pending = false;
  saveDatabase();
}
