import { db } from '../../db';

type ModelName = Extract<keyof typeof db, string>;
type Row = Record<string, unknown>;
export type Snapshot = Partial<Record<ModelName, Row[]>>;

/**
 * Everything requests can change: people and their data. The catalogue is rebuilt from the
 * deterministic seed instead of being stored (it is large and read-only).
 */
export const PEOPLE_MODELS: readonly ModelName[] = [
  'user', 'session', 'project', 'projectItem', 'activity', 'downloadRequest', 'newsletterSubscription', 'request',
];

interface DynamicModel {
  getAll(): Row[];
  create(data: Row): unknown;
  deleteMany(query: { where: Record<string, never> }): unknown;
}

const model = (name: ModelName) => db[name] as unknown as DynamicModel;

/** Plain copies of the models' records (JSON-safe: no entity symbols). */
export function takeSnapshot(models: readonly ModelName[] = PEOPLE_MODELS): Snapshot {
  const snapshot: Snapshot = {};
  for (const name of models) snapshot[name] = JSON.parse(JSON.stringify(model(name).getAll())) as Row[];
  return snapshot;
}

/** Replaces each model present in the snapshot with the snapshot's records. */
export function restoreSnapshot(snapshot: Snapshot): void {
  for (const [name, rows] of Object.entries(snapshot) as [ModelName, Row[]][]) {
    model(name).deleteMany({ where: {} });
    for (const row of rows) model(name).create(row);
  }
}
