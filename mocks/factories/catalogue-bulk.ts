import { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { db } from '../db';

/**
 * Fast bulk insertion of catalogue records into the @mswjs/data database.
 *
 * `db.track.create()` costs ~0.1 ms per record (property-by-property model building, event
 * serialization, a BroadcastChannel message per record in the browser): seconds for the 100,000
 * records of a 20,000-track catalogue. The catalogue is seeded in one go by our own code, so it is
 * written straight into the model's Map with the same internal markers `create()` sets (entity type
 * and primary-key name): `findFirst`, `findMany`, `getAll`, `update`, `delete` then work as usual.
 * No create events are emitted (other tabs seed their own identical catalogue), so callers must
 * invalidate the catalogue index (catalogue-index.ts checks record counts as well).
 * Falls back to `create()` if the database internals are not what @mswjs/data 0.16 exposes.
 */

/** The catalogue models (all keyed by a numeric `id`). */
export type CatalogueModelName =
  | 'track' | 'stem' | 'album' | 'playlist' | 'sampler' | 'composer' | 'publisher' | 'keyword'
  | 'keywordSubcategory' | 'keywordCategory' | 'instrument' | 'instrumentCategory' | 'asHeardOnCategory';
type ModelName = CatalogueModelName;
export type RecordOf<K extends ModelName> = Omit<NonNullable<ReturnType<(typeof db)[K]['findFirst']>>, typeof ENTITY_TYPE | typeof PRIMARY_KEY>;

interface DatabaseLike {
  getModel(name: string): Map<unknown, unknown>;
}

function databaseInstance(): DatabaseLike | null {
  const holder = db as unknown as Record<symbol, unknown>;
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const candidate = holder[symbol] as Partial<DatabaseLike> | undefined;
    if (candidate && typeof candidate.getModel === 'function') return candidate as DatabaseLike;
  }
  return null;
}

function modelMap(name: ModelName): Map<unknown, unknown> | null {
  const map = databaseInstance()?.getModel(name);
  return map instanceof Map ? map : null;
}

/** Inserts complete records (every field of the model) keyed by their `id`. */
export function bulkInsert<K extends ModelName>(name: K, records: RecordOf<K>[]): void {
  const map = modelMap(name);
  if (!map) {
    const model = db[name] as unknown as { create(record: unknown): unknown };
    for (const record of records) model.create(record);
    return;
  }
  for (const record of records) {
    const id = (record as { id: unknown }).id;
    if (map.has(id)) throw new Error(`[mock] Duplicate ${String(name)} id ${String(id)}`);
    map.set(id, Object.assign(record, { [ENTITY_TYPE]: name, [PRIMARY_KEY]: 'id' }));
  }
}

/** Empties one model (Map.clear when possible, else deleteMany). */
export function clearModel(name: ModelName): void {
  const map = modelMap(name);
  if (map) map.clear();
  else if ((db[name] as unknown as { count(): number }).count() > 0) {
    (db[name] as unknown as { deleteMany(query: { where: Record<string, never> }): unknown }).deleteMany({ where: {} });
  }
}
