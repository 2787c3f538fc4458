import type { ProjectDto, ProjectItemDto } from '@/shared/api/dto';
import { serializeEntryTrack } from './item-shapes';
import { isStemVisibleTo, trackVisibilityFilter } from './pro';
import { itemsOf } from './projects';
import type { ProjectRecord, UserRecord } from './records';
import { db } from '../db';

function visible(type: string, itemId: number, user: UserRecord): boolean {
  if (type === 'stem') {
    const stem = db.stem.findFirst({ where: { id: { equals: itemId } } });
    return Boolean(stem && isStemVisibleTo(stem, user));
  }
  const track = db.track.findFirst({ where: { id: { equals: itemId } } });
  return Boolean(track && trackVisibilityFilter(user)(track));
}

/** A project with its ordered items (hidden or deleted catalogue items are left out). */
export function serializeProject(project: ProjectRecord, user: UserRecord): ProjectDto {
  const items: ProjectItemDto[] = [];
  for (const item of itemsOf(project.uuid)) {
    if (!visible(item.type, item.itemId, user)) continue;
    const track = serializeEntryTrack(item.type, item.itemId);
    if (track) items.push({ id: item.id, type: item.type === 'stem' ? 'stem' : 'track', position: item.position, item: track });
  }
  return {
    uuid: project.uuid,
    title: project.title,
    description: project.description,
    created_at: project.created_at,
    updated_at: project.updated_at,
    track_count: items.length,
    items,
  };
}
