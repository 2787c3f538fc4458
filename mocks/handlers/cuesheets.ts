import type { RequestHandler } from 'msw';
import type { ItemType } from '@/shared/api/contract/dto';
import { recordActivity } from '../lib/domain/activity';
import { findCollection, idParam } from '../lib/domain/catalogue';
import { markDatabaseChanged } from '../lib/server/changes';
import { api } from '../lib/server/contract-http';
import { json, notFound } from '../lib/server/http';
import { findProject, itemsOf } from '../lib/domain/projects';
import type { UserRecord } from '../lib/domain/records';
import { requireUser } from '../lib/server/session';
import { catalogueIndex, isStemVisible, isTrackVisible, type CatalogueIndex } from '../search/catalogue-index';
import { collectionTracks, type CollectionKind } from '../serializers/collection';
import { buildCuesheet, type Cue } from '../serializers/cuesheet';
import { trackDisplayTitle } from '../serializers/track';

/**
 * `GET /api/music/{projects|tracks|stems|albums|playlists|samplers}/{key}/cuesheet/` (client:
 * entities/cue-sheet, used by the item menus and the cue sheet from an edit): the cue sheet
 * of an item as `{csv, message?}`, for its signed-in viewer. Items hidden from a PRO-restricted
 * user are never listed (the message says how many were left out). Each answer is recorded as a
 * `cuesheet` activity.
 */

const CUESHEET_TYPES: Record<string, ItemType> = {
  projects: 'project', tracks: 'track', stems: 'stem', albums: 'album', playlists: 'playlist', samplers: 'sampler',
};

interface CuesheetContent {
  cues: Cue[];
  hidden: number;
  title: string;
  /** Id recorded in the activity (uuid or numeric id). */
  contentId: string | number;
}

function projectContent(key: string, user: UserRecord, index: CatalogueIndex): CuesheetContent | null {
  const project = findProject(key);
  if (!project || project.ownerId !== user.id) return null;
  const cues: Cue[] = [];
  let hidden = 0;
  for (const item of itemsOf(project.uuid)) {
    if (item.type === 'stem') {
      const stem = index.stems.get(item.itemId);
      const track = stem && index.tracks.get(stem.trackId);
      if (!stem || !track) continue;
      if (isStemVisible(index, stem, user)) cues.push({ kind: 'stem', stem, track });
      else hidden += 1;
    } else {
      const track = index.tracks.get(item.itemId);
      if (!track) continue;
      if (isTrackVisible(index, track, user)) cues.push({ kind: 'track', track });
      else hidden += 1;
    }
  }
  return { cues, hidden, title: project.title, contentId: project.uuid };
}

export function cuesheetContent(type: ItemType, key: string, user: UserRecord, index: CatalogueIndex): CuesheetContent | null {
  if (type === 'project') return projectContent(key, user, index);
  if (type === 'track') {
    const id = idParam(key);
    const track = id === null ? undefined : index.tracks.get(id);
    if (!track || !isTrackVisible(index, track, user)) return null;
    return { cues: [{ kind: 'track', track }], hidden: 0, title: trackDisplayTitle(track), contentId: track.id };
  }
  if (type === 'stem') {
    const id = idParam(key);
    const stem = id === null ? undefined : index.stems.get(id);
    const track = stem && index.tracks.get(stem.trackId);
    if (!stem || !track || !isStemVisible(index, stem, user)) return null;
    return { cues: [{ kind: 'stem', stem, track }], hidden: 0, title: `${trackDisplayTitle(track)} - ${stem.title}`, contentId: stem.id };
  }
  const kind = type as CollectionKind;
  const record = findCollection(kind, key, index);
  if (!record) return null;
  const visible = collectionTracks(kind, record, user, index);
  if (visible.length === 0) return null;
  const all = collectionTracks(kind, record, null, index);
  return {
    cues: visible.map((track) => ({ kind: 'track', track })),
    hidden: all.length - visible.length,
    title: record.title,
    contentId: record.id,
  };
}

export const cuesheetHandlers: RequestHandler[] = [
  api.get('/api/music/{type}/{key}/cuesheet/', ({ request, params }) => {
    const type = CUESHEET_TYPES[String(params.type)];
    if (!type) return undefined;
    const user = requireUser(request);
    const index = catalogueIndex();
    const content = cuesheetContent(type, String(params.key), user, index);
    if (!content) return notFound();
    recordActivity({ userId: user.id, activity_type: 'cuesheet', content_type: type, content_id: content.contentId, title: content.title });
    markDatabaseChanged();
    return json(buildCuesheet(content.cues, content.hidden, type, index));
  }),
];
