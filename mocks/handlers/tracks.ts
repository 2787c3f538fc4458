import type { RequestHandler } from 'msw';
import { idParam } from '../lib/domain/catalogue';
import { api } from '../lib/server/contract-http';
import { findByTrackCode } from '../lib/domain/track-code';
import { json, notFound, queryOf } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, isTrackVisible, type TrackRecord } from '../search/catalogue-index';
import { serializeTrack, serializeTrackStems, serializeTrackVersions } from '../serializers/track';

/**
 * `/api/music/tracks/{id}/…`: one track, its versions and its stems (client: entities/track and
 * the search's `getTrack`). A track hidden from the viewer (PRO) is not found, like an unknown id.
 * `/api/music/tracks/by_code/`: the main tracks some codes name, in one call (the cue sheet from an
 * edit); hidden and unknown ones are simply absent.
 */

/** Codes asked for together at most (more are ignored, as `show_tracks` ignores more than 50 ids). */
const MAX_CODES = 50;

function visibleTrack(request: Request, idValue: unknown) {
  const viewer = currentUser(request);
  const index = catalogueIndex();
  const id = idParam(idValue);
  const track = id === null ? undefined : index.tracks.get(id);
  return track && isTrackVisible(index, track, viewer) ? { track, viewer, index } : null;
}

export const trackHandlers: RequestHandler[] = [
  // Before `{id}`: "by_code" is no track id.
  api.get('/api/music/tracks/by_code/', ({ request }) => {
    const viewer = currentUser(request);
    const index = catalogueIndex();
    const codes = queryOf(request)
      .getAll('codes')
      .flatMap((value) => value.split(','))
      .map((code) => code.trim())
      .filter(Boolean)
      .slice(0, MAX_CODES);
    const mains = new Map<number, TrackRecord>();
    for (const code of codes) {
      const main = findByTrackCode(code, index)?.main;
      if (main && isTrackVisible(index, main, viewer)) mains.set(main.id, main);
    }
    return json([...mains.values()].map((track) => serializeTrack(track, { index, viewer })));
  }),

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
