import { faker } from '@faker-js/faker/locale/en';
import type { ActivityType, ItemType } from '@/shared/api/contract/dto';
import { db } from '../db';
import { recordActivity } from '../lib/domain/activity';
import { contentInfo } from '../serializers/content';
import { trackVisibilityFilter } from '../lib/domain/pro';
import type { UserRecord } from '../lib/domain/records';
import { catalogueIndex } from '../search/catalogue-index';

/** Which kinds of item each activity points at (downloads of collections arrive by e-mail). */
const CONTENT_TYPES: Record<ActivityType, ItemType[]> = {
  download: ['track', 'track', 'track', 'stem', 'album'],
  cuesheet: ['track', 'album', 'playlist', 'project'],
  share: ['track', 'album', 'playlist', 'sampler'],
};

const visibleTracks = (user: UserRecord) => catalogueIndex().main.slice(0, 400).filter(trackVisibilityFilter(user));

function candidateIds(type: ItemType, user: UserRecord): string[] {
  switch (type) {
    case 'track':
      return visibleTracks(user).map((t) => String(t.id));
    case 'stem':
      return visibleTracks(user).flatMap((t) => catalogueIndex().stemsOf.get(t.id) ?? []).map((s) => String(s.id));
    case 'album':
      return catalogueIndex().albumList.map((a) => String(a.id));
    case 'playlist':
      return catalogueIndex().playlistList.map((p) => String(p.id));
    case 'sampler':
      return catalogueIndex().samplerList.map((s) => String(s.id));
    case 'project':
      return db.project.findMany({ where: { ownerId: { equals: user.id } } }).map((p) => p.uuid);
  }
}

/**
 * `counts` activities of each type, spread over the last weeks with the newest a few minutes old,
 * so the relative times run from "minutes ago" to "weeks ago".
 */
function seedActivityOf(user: UserRecord, counts: Record<ActivityType, number>): void {
  const plan = (Object.keys(counts) as ActivityType[]).flatMap((type) => Array.from({ length: counts[type] }, () => type));
  const cache = new Map<ItemType, string[]>();
  const idsOf = (type: ItemType): string[] => {
    const ids = cache.get(type) ?? candidateIds(type, user);
    cache.set(type, ids);
    return ids;
  };
  let minutesAgo = 4;
  for (const activityType of faker.helpers.shuffle(plan)) {
    const contentType = faker.helpers.arrayElement(CONTENT_TYPES[activityType]);
    const ids = idsOf(contentType);
    if (ids.length === 0) continue;
    const contentId = faker.helpers.arrayElement(ids);
    const info = contentInfo(contentType, contentId);
    recordActivity({
      userId: user.id,
      activity_type: activityType,
      content_type: contentType,
      content_id: contentId,
      title: info?.title ?? '',
      timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    minutesAgo += faker.number.int({ min: 20, max: 60 * 14 });
  }
}

export function seedActivity(people: { listener: UserRecord; pro: UserRecord; limit: UserRecord; mp3: UserRecord }): void {
  seedActivityOf(people.listener, { download: 18, cuesheet: 14, share: 10 });
  seedActivityOf(people.pro, { download: 3, cuesheet: 2, share: 1 });
  seedActivityOf(people.limit, { download: 12, cuesheet: 1, share: 0 });
  seedActivityOf(people.mp3, { download: 5, cuesheet: 1, share: 2 });
}
