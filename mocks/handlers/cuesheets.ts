import { http, type RequestHandler } from 'msw';
import type { ItemType, TrackDto } from '@/shared/api/dto';
import { recordActivity } from '../lib/domain/activity';
import { findCollection, idParam } from '../lib/domain/catalogue';
import { findProject, itemsOf } from '../lib/domain/projects';
import type { UserRecord } from '../lib/domain/records';
import { markDatabaseChanged } from '../lib/server/changes';
import { json, notFound } from '../lib/server/http';
import { requireUser } from '../lib/server/session';
import { catalogueIndex, isStemVisible, isTrackVisible, type CatalogueIndex } from '../search/catalogue-index';
import { collectionTracks, type CollectionKind } from '../serializers/collection';
import { buildCuesheet } from '../serializers/cuesheet';
import { serializeStem, serializeTrack, trackDisplayTitle } from '../serializers/track';

/**
 * `/api/music/{type}s/{key}/cuesheet/` (client: features/track-actions): the cue sheet of a project,
 * track, stem or collection for the signed-in user, leaving out (and counting) what their PRO
 * restrictions hide. Each one is recorded in the user's activity.
 */

const MUSIC = '*/api/music';
const CUESHEET_TYPES: Record<string, ItemType> = {
  projects: 'project', tracks: 'track', stems: 'stem', albums: 'album', playlists: 'playlist', samplers: 'sampler',
};

interface CuesheetContent {
  items: TrackDto[];
  hidden: number;
  title: string;
  /** Id recorded in the activity (uuid or numeric id). */
  contentId: string | number;
}

function cuesheetContent(type: ItemType, key: string, user: UserRecord, index: CatalogueIndex): CuesheetContent | null {
  if (type === 'project') {
    const project = findProject(key);
    if (!project || project.ownerId !== user.id) return null;
    const items: TrackDto[] = [];
    let hidden = 0;
    for (const item of itemsOf(project.uuid)) {
      if (item.type === 'stem') {
        const stem = index.stems.get(item.itemId);
        if (!stem) continue;
        if (isStemVisible(index, stem, user)) items.push(serializeStem(stem, { index }));
        else hidden += 1;
      } else {
        const track = index.tracks.get(item.itemId);
        if (!track) continue;
        if (isTrackVisible(index, track, user)) items.push(serializeTrack(track, { index }));
        else hidden += 1;
      }
    }
    return { items, hidden, title: project.title, contentId: project.uuid };
  }
  if (type === 'track') {
    const id = idParam(key);
    const track = id === null ? undefined : index.tracks.get(id);
    if (!track || !isTrackVisible(index, track, user)) return null;
    return { items: [serializeTrack(track, { index })], hidden: 0, title: trackDisplayTitle(track), contentId: track.id };
  }
  if (type === 'stem') {
    const id = idParam(key);
    const stem = id === null ? undefined : index.stems.get(id);
    if (!stem || !isStemVisible(index, stem, user)) return null;
    const dto = serializeStem(stem, { index });
    return { items: [dto], hidden: 0, title: dto.full_title, contentId: stem.id };
  }
  const kind = type as CollectionKind;
  const record = findCollection(kind, key, index);
  if (!record) return null;
  const visible = collectionTracks(kind, record, user, index);
  if (visible.length === 0) return null;
  const all = collectionTracks(kind, record, null, index);
  return {
    items: visible.map((track) => serializeTrack(track, { index })),
    hidden: all.length - visible.length,
    title: record.title,
    contentId: record.id,
  };
}

export const cuesheetHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/:type/:key/cuesheet/`, ({ request, params }) => {
    const type = CUESHEET_TYPES[String(params.type)];
    if (!type) return undefined;
    const user = requireUser(request);
    const content = cuesheetContent(type, String(params.key), user, catalogueIndex());
    if (!content) return notFound();
    recordActivity({ userId: user.id, activity_type: 'cuesheet', content_type: type, content_id: content.contentId, title: content.title });
    markDatabaseChanged();
    return json(buildCuesheet(content.items, content.hidden, type));
  }),
];
