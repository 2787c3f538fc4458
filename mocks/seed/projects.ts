import { faker } from '@faker-js/faker/locale/en';
import { trackVisibilityFilter } from '../lib/domain/pro';
import { createProject, setEntries, type Entry } from '../lib/domain/projects';
import type { UserRecord } from '../lib/domain/records';
import { catalogueIndex } from '../search/catalogue-index';

interface ProjectPlan {
  title: string;
  description: string;
  tracks: number;
  stems: number;
  /** Hours since the last change, so "Most Recent" has a stable order. */
  hoursAgo: number;
}

const LISTENER_PROJECTS: ProjectPlan[] = [
  { title: 'Ocean Docuseries – Ep. 1-3', description: 'Underscore options for the first three episodes.', tracks: 6, stems: 2, hoursAgo: 3 },
  { title: 'Spring Car Commercial', description: '30 s spot, upbeat and driving.', tracks: 4, stems: 3, hoursAgo: 26 },
  { title: 'Podcast Intro Options', description: '', tracks: 5, stems: 1, hoursAgo: 24 * 9 },
];

const PRO_PROJECTS: ProjectPlan[] = [
  { title: 'Evening News Bumpers', description: 'Stings and beds, no BMI works.', tracks: 4, stems: 1, hoursAgo: 50 },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Main tracks and stems the user may see, picked deterministically (the seed owns faker's state). */
function pickEntries(user: UserRecord, plan: ProjectPlan): Entry[] {
  const visible = trackVisibilityFilter(user);
  const index = catalogueIndex();
  const tracks = index.main.filter(visible);
  const stems = tracks.flatMap((track) => index.stemsOf.get(track.id) ?? []);
  return [
    ...faker.helpers.arrayElements(tracks, Math.min(plan.tracks, tracks.length)).map((t) => ({ type: 'track' as const, itemId: t.id })),
    ...faker.helpers.arrayElements(stems, Math.min(plan.stems, stems.length)).map((s) => ({ type: 'stem' as const, itemId: s.id })),
  ];
}

function seedProjectsOf(user: UserRecord, plans: ProjectPlan[]): void {
  for (const plan of plans) {
    const at = hoursAgo(plan.hoursAgo);
    const project = createProject(user, { title: plan.title, description: plan.description, uuid: faker.string.uuid(), at });
    setEntries(project.uuid, faker.helpers.shuffle(pickEntries(user, plan)));
  }
}

export function seedProjects(people: { listener: UserRecord; pro: UserRecord }): void {
  seedProjectsOf(people.listener, LISTENER_PROJECTS);
  seedProjectsOf(people.pro, PRO_PROJECTS);
}
