/**
 * Which catalogue the database holds, without the generator: the browser mock reads it on every
 * start, and the seed (faker) is loaded only when something must be generated.
 */

export type MockScale = 'default' | 'large' | number;

let currentScale: MockScale | null = null;
let seeder: (() => void) | null = null;

export function parseScale(value: string | null | undefined): MockScale {
  if (value === 'large') return 'large';
  const tracks = Number(value);
  return Number.isInteger(tracks) && tracks > 0 ? tracks : 'default';
}

export function seededScale(): MockScale | null {
  return currentScale;
}

export function setSeededScale(scale: MockScale | null): void {
  currentScale = scale;
}

/** The seed registers itself here when it is loaded (node, tests, Storybook). */
export function registerSeeder(seed: () => void): void {
  seeder = seed;
}

/** Seeds once per JavaScript realm when nothing did yet (Storybook imports only the handlers). */
export function ensureSeeded(): void {
  if (currentScale === null) seeder?.();
}
