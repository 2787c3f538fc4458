import { faker } from '@faker-js/faker/locale/en';
import { db } from '../db';
import type { UserRecord } from '../lib/domain/records';

export const DEMO_PASSWORD = 'demo1234';

export type UserFields = Parameters<typeof db.user.create>[0];

/** A realistic customer of a music library (agency, broadcaster, post house); overrides win. */
export function buildUser(overrides: UserFields & { id: number }): UserFields {
  const first_name = overrides.first_name ?? faker.person.firstName();
  const last_name = overrides.last_name ?? faker.person.lastName();
  return {
    email: faker.internet.email({ firstName: first_name, lastName: last_name }).toLowerCase(),
    password: DEMO_PASSWORD,
    first_name,
    last_name,
    company: faker.company.name(),
    company_role: faker.helpers.arrayElement(['Music Supervisor', 'Editor', 'Producer', 'Post Supervisor', 'Creative Director']),
    phone_number: faker.phone.number({ style: 'national' }),
    telephone: faker.phone.number({ style: 'national' }),
    extension: faker.helpers.maybe(() => faker.string.numeric(3), { probability: 0.3 }) ?? '',
    street_address: faker.location.streetAddress(),
    country: 'United States',
    city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }),
    zip_code: faker.location.zipCode('#####'),
    preferred_download_format: 'ask',
    is_admin: false,
    restricted_pro_groups: [],
    downloads_remaining: 25,
    is_active: true,
    date_joined: faker.date.past({ years: 3 }).toISOString(),
    ...overrides,
  };
}

export function createUser(overrides: UserFields & { id: number }): UserRecord {
  return db.user.create(buildUser(overrides));
}
