import { faker } from '@faker-js/faker/locale/en';
import { createUser, DEMO_PASSWORD } from '../factories/user';
import type { UserRecord } from '../lib/domain/records';

/** The demo personas (README, docs/mock-api.md). All sign in with `demo1234`. */
export const PERSONAS = {
  listener: 'listener@example.com',
  pro: 'pro@example.com',
  admin: 'admin@example.com',
  limit: 'limit@example.com',
  mp3: 'mp3@example.com',
} as const;

export type PersonaName = keyof typeof PERSONAS;
export { DEMO_PASSWORD };

export const EXTRA_USERS = 20;

export interface SeededPeople {
  listener: UserRecord;
  pro: UserRecord;
  admin: UserRecord;
  limit: UserRecord;
  mp3: UserRecord;
}

function seedPersonas(): SeededPeople {
  return {
    listener: createUser({
      id: 1, email: PERSONAS.listener, first_name: 'Jamie', last_name: 'Rivera',
      company: 'Northlight Pictures', company_role: 'Music Supervisor', city: 'Los Angeles', state: 'CA',
      preferred_download_format: 'ask', downloads_remaining: 25,
    }),
    pro: createUser({
      id: 2, email: PERSONAS.pro, first_name: 'Priya', last_name: 'Natarajan',
      company: 'Maple Leaf Broadcasting', company_role: 'Producer', country: 'Canada', city: 'Toronto', state: 'ON',
      restricted_pro_groups: ['BMI'], downloads_remaining: 25,
    }),
    admin: createUser({
      id: 3, email: PERSONAS.admin, first_name: 'Alex', last_name: 'Morgan',
      company: '4EM', company_role: 'Catalog Manager', is_admin: true, downloads_remaining: 999,
    }),
    limit: createUser({
      id: 4, email: PERSONAS.limit, first_name: 'Lou', last_name: 'Becker',
      company: 'Cutroom Post', company_role: 'Editor', downloads_remaining: 0,
    }),
    mp3: createUser({
      id: 5, email: PERSONAS.mp3, first_name: 'Maya', last_name: 'Chen',
      company: 'Brightside Podcasts', company_role: 'Producer', preferred_download_format: 'MP3', downloads_remaining: 25,
    }),
  };
}

function seedExtraUsers(firstId: number): void {
  for (let index = 0; index < EXTRA_USERS; index += 1) {
    createUser({
      id: firstId + index,
      preferred_download_format: faker.helpers.arrayElement(['ask', 'WAV', 'AIF', 'MP3']),
      downloads_remaining: faker.number.int({ min: 0, max: 50 }),
    });
  }
}

/** Personas first (ids 1–5, stable for tests and docs), then ordinary faker customers. */
export function seedPeople(): SeededPeople {
  const people = seedPersonas();
  seedExtraUsers(6);
  return people;
}
