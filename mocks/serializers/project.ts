import type { ProjectDto, ProjectItemDto } from '@/shared/api/contract/dto';
import { serializeEntryTrack } from './content';
import { itemsOf } from '../lib/domain/projects';
import type { ProjectRecord, UserRecord } from '../lib/domain/records';

/** A project with its ordered items (items hidden from the user or gone from the catalogue are left out). */
export function serializeProject(project: ProjectRecord, user: UserRecord): ProjectDto {
  const items: ProjectItemDto[] = [];
  for (const item of itemsOf(project.uuid)) {
    const track = serializeEntryTrack(item.type, item.itemId, user);
    if (track) items.push({ id: item.id, type: item.type === 'stem' ? 'stem' : 'track', position: item.position, item: track });
  }
  return {
    uuid: project.uuid,
    id: project.id,
    title: project.title,
    description: project.description,
    created_at: project.created_at,
    updated_at: project.updated_at,
    track_count: items.length,
    items,
  };
}
