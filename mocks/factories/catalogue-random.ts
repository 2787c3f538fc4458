import { SimpleFaker } from '@faker-js/faker';

/**
 * The catalogue's own seeded random source. It uses a private faker instance with a fixed
 * sub-seed, so the catalogue is identical whatever the caller did with the global faker (and the
 * people seeded after it stay stable too).
 */
export const CATALOGUE_SUB_SEED = 4_407;

export class CatalogueRandom {
  private readonly faker = new SimpleFaker();

  constructor(seed: number = CATALOGUE_SUB_SEED) {
    this.faker.seed(seed);
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.faker.number.float({ min: 0, max: 1 }) < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.faker.helpers.arrayElements([...items], Math.max(0, Math.min(count, items.length)));
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.faker.helpers.shuffle([...items]);
  }
}
