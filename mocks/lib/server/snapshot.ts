import { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { db, primaryKeyField } from '../../db';

type ModelName = Extract<keyof typeof db, string>;
type Row = Record<string, unknown>;
export type Snapshot = Partial<Record<ModelName, Row[]>>;

/**
 * Everything requests can change: people and their data. The catalogue is rebuilt from the
 * deterministic seed instead of being stored (it is large and read-only).
 */
export const PEOPLE_MODELS: readonly ModelName[] = [
  'user', 'session', 'project', 'projectItem', 'sequence', 'activity', 'downloadRequest', 'newsletterSubscription', 'request',
];

/** Every model: the build-time snapshot of the seeded database holds them all. */
export const ALL_MODELS = Object.keys(db) as ModelName[];

interface DynamicModel {
  getAll(): Row[];
}

/** The Map of records @mswjs/data keeps per model (its `Database` sits on the factory under a symbol). */
interface DatabaseInstance {
  getModel(name: string): Map<unknown, Row>;
}

const model = (name: ModelName) => db[name] as unknown as DynamicModel;

function databaseInstance(): DatabaseInstance {
  const holder = db as unknown as Record<symbol, unknown>;
  for (const key of Object.getOwnPropertySymbols(holder)) {
    const value = holder[key] as Partial<DatabaseInstance> | undefined;
    if (typeof value?.getModel === 'function') return value as DatabaseInstance;
  }
  throw new Error('[mock] @mswjs/data changed: the database instance is not found');
}

/** Plain copies of the models' records (JSON-safe: no entity symbols). */
export function takeSnapshot(models: readonly ModelName[] = PEOPLE_MODELS): Snapshot {
  const snapshot: Snapshot = {};
  for (const name of models) snapshot[name] = JSON.parse(JSON.stringify(model(name).getAll())) as Row[];
  return snapshot;
}

/**
 * Replaces each model present in the snapshot with the snapshot's records. The records are
 * complete (taken by `takeSnapshot`), so they go straight into @mswjs/data's store with its two
 * entity markers: `create()` per record costs ~0.2 ms (definition parsing, debug logging, a
 * cross-tab sync event), which made the browser mock's start take seconds.
 */
export function restoreSnapshot(snapshot: Snapshot): void {
  const instance = databaseInstance();
  for (const [name, rows] of Object.entries(snapshot) as [ModelName, Row[]][]) {
    const store = instance.getModel(name);
    const key = primaryKeyField(name);
    store.clear();
    for (const row of rows) {
      const entity: Row = { ...row };
      Object.assign(entity, { [ENTITY_TYPE]: name, [PRIMARY_KEY]: key });
      store.set(entity[key], entity);
    }
  }
}
