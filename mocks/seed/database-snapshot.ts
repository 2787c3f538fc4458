import { ALL_MODELS, takeSnapshot } from '../lib/server/snapshot';
import { seedDatabase } from '.';

/**
 * The seeded database (default scale) as JSON, for the browser mock: generated in node at build
 * time (scripts/lib/mock-browser-plugin.mjs) so the browser loads it instead of running faker.
 */
export function databaseSnapshotJson(): string {
  seedDatabase();
  return JSON.stringify(takeSnapshot(ALL_MODELS));
}
