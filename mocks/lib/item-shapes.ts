import type { ItemType, TrackDto } from '@/shared/api/dto';
import { db } from '../db';
import { catalogueIndex, type ViewerLike } from '../search/catalogue-index';
import { isCollectionVisible, serializeCollection, type CollectionKind, type CollectionRecord } from '../serializers/collection';
import { serializeEntry } from '../serializers/track';

/**
 * Catalogue items as projects and activity show them, through the music serializers
 * (mocks/serializers), so a track looks the same in a project as in a search.
 */

/** A project entry (track, version or stem) as a TrackDto; null when gone or hidden from the viewer. */
export function serializeEntryTrack(type: string, id: number, viewer: ViewerLike | null = null): TrackDto | null {
  return serializeEntry(type, id, viewer);
}

/** An album, playlist or sampler by id (a sampler also by its disc number). */
export function findCollection(kind: CollectionKind, key: string | number): CollectionRecord | null {
  const index = catalogueIndex();
  const id = Number(key);
  if (kind === 'album') return index.albums.get(id) ?? null;
  if (kind === 'playlist') return index.playlists.get(id) ?? null;
  return index.samplers.get(id) ?? index.samplerByDisc.get(String(key)) ?? null;
}

export const isCollectionKind = (type: string): type is CollectionKind =>
  type === 'album' || type === 'playlist' || type === 'sampler';

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
