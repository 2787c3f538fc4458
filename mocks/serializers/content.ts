import type { ItemType, TrackDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { findCollection } from '../lib/domain/catalogue';
import type { ViewerLike } from '../search/catalogue-index';
import { isCollectionVisible, serializeCollection } from './collection';
import { serializeEntry } from './track';

/**
 * Catalogue items as projects and activity show them, through the music serializers
 * (mocks/serializers), so a track looks the same in a project as in a search.
 */

/** A project entry (track, version or stem) as a TrackDto; null when gone or hidden from the viewer. */
export function serializeEntryTrack(type: string, id: number, viewer: ViewerLike | null = null): TrackDto | null {
  return serializeEntry(type, id, viewer);
}

export interface ContentInfo {
  title: string;
  artwork: string | null;
  web_url: string;
}

/**
 * Title, artwork and link of any item an activity, a share or a request can point at; null when
 * it is gone or, given a viewer, hidden from them by the PRO rules (a collection is hidden when
 * none of its tracks is visible).
 */
export function contentInfo(type: ItemType, id: string, viewer: ViewerLike | null = null): ContentInfo | null {
  if (type === 'project') {
    const project = db.project.findFirst({ where: { uuid: { equals: id } } });
    return project ? { title: project.title, artwork: null, web_url: `/project/${project.uuid}` } : null;
  }
  if (type === 'track' || type === 'stem') {
    const track = serializeEntryTrack(type, Number(id), viewer);
    return track ? { title: track.full_title, artwork: track.artwork, web_url: track.web_url } : null;
  }
  const record = findCollection(type, id);
  if (!record || (viewer && !isCollectionVisible(type, record, viewer))) return null;
  const dto = serializeCollection(type, record);
  return { title: dto.title, artwork: dto.artwork, web_url: dto.web_url };
}
