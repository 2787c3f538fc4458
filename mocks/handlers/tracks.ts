import type { RequestHandler } from 'msw';
import { idParam } from '../lib/domain/catalogue';
import { api } from '../lib/server/contract-http';
import { json, notFound } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, isTrackVisible } from '../search/catalogue-index';
import { serializeTrack, serializeTrackStems, serializeTrackVersions } from '../serializers/track';

/**
 * `/api/music/tracks/{id}/…`: one track, its versions and its stems (client: entities/track and
 * the search's `getTrack`). A track hidden from the viewer (PRO) is not found, like an unknown id.
 */

function visibleTrack(request: Request, idValue: unknown) {
  const viewer = currentUser(request);
  const index = catalogueIndex();
  const id = idParam(idValue);
  const track = id === null ? undefined : index.tracks.get(id);
  return track && isTrackVisible(index, track, viewer) ? { track, viewer, index } : null;
}

export const trackHandlers: RequestHandler[] = [
  api.get('/api/music/tracks/{id}/versions/', ({ request, params }) => {
    const found = visibleTrack(request, params.id);
    if (!found) return notFound();
    return json(serializeTrackVersions(found.track, found.viewer, found.index));
  }),

  api.get('/api/music/tracks/{id}/stems/', ({ request, params }) => {
    const found = visibleTrack(request, params.id);
    if (!found) return notFound();
    return json(serializeTrackStems(found.track, found.viewer, found.index));
  }),

  api.get('/api/music/tracks/{id}/', ({ request, params }) => {
    const found = visibleTrack(request, params.id);
    if (!found) return notFound();
    return json(serializeTrack(found.track, { index: found.index, viewer: found.viewer, versions: true, stems: true }));
  }),
];
