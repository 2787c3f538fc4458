import { faker } from '@faker-js/faker/locale/en';
import { drop } from '@mswjs/data';
import { markBrokenAudioTrack } from '../audio/broken-track';
import { db } from '../db';
import { seedActivity } from './activity';
import { seedCatalogue } from './catalogue';
import { seedPeople } from './people';
import { seedProjects } from './projects';
import { registerSeeder, seededScale, setSeededScale, type MockScale } from './scale';

export { ensureSeeded, parseScale, seededScale, type MockScale } from './scale';

/**
 * The mock database's content. Deterministic: faker is seeded, so every run (browser, vitest,
 * Storybook) holds the same catalogue, people, projects and activity.
 * Scale knob: `seedDatabase({ scale: 'large' })` (or `?mock=scale:large` / `scale:<tracks>` in the
 * browser) builds a 20,000-track catalogue for performance work; 'default' is the everyday size.
 */

export interface SeedOptions {
  scale?: MockScale;
}

export const LARGE_SCALE_TRACKS = 20_000;
export const CATALOGUE_SEED = 4_400;
export const PEOPLE_SEED = 4_401;

function catalogueOptions(scale: MockScale): { tracks?: number } | undefined {
  if (scale === 'large') return { tracks: LARGE_SCALE_TRACKS };
  return typeof scale === 'number' ? { tracks: scale } : undefined;
}

/** Empties every model and builds the catalogue only (the browser then restores its saved people). */
export function seedCatalogueOnly(options: SeedOptions = {}): void {
  const scale = options.scale ?? 'default';
  drop(db);
  faker.seed(CATALOGUE_SEED);
  seedCatalogue(catalogueOptions(scale));
  markBrokenAudioTrack();
  setSeededScale(scale);
}

/** Users (personas first), their projects and activity, on top of an existing catalogue. */
export function seedPeopleTables(): void {
  faker.seed(PEOPLE_SEED);
  const people = seedPeople();
  seedProjects(people);
  seedActivity(people);
}

/** Clears the database and seeds everything: catalogue, then people. */
export function seedDatabase(options: SeedOptions = {}): void {
  seedCatalogueOnly(options);
  seedPeopleTables();
}

/** Back to the seeded state (sessions, new projects, registrations are gone). */
export function resetDatabase(options: SeedOptions = {}): void {
  seedDatabase({ scale: options.scale ?? seededScale() ?? 'default' });
}

registerSeeder(() => seedDatabase());
