import type { RequestHandler } from 'msw';
import type { AlbumSearchDto, PlaylistSearchDto, TrackDto, TrackSearchDto } from '@/shared/api/contract/dto';
import { api } from '../lib/server/contract-http';
import { json, queryOf } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex } from '../search/catalogue-index';
import { searchAlbums, searchPlaylists, searchTracks } from '../search/engine';
import { parseSearchParams } from '../search/params';
import { serializeAlbum, serializePlaylist } from '../serializers/collection';
import { serializeTrack } from '../serializers/track';

/**
 * `/api/music/{albums,playlists,tracks}/`: the search (client: entities/search), through the search
 * engine (mocks/search) and PRO-filtered for the viewer.
 */

export const searchHandlers: RequestHandler[] = [
  api.get('/api/music/albums/', ({ request }) => {
    const viewer = currentUser(request);
    const params = parseSearchParams(queryOf(request));
    const index = catalogueIndex();
    const result = searchAlbums(params, viewer);
    const matching: Record<string, TrackDto[]> = {};
    for (const [albumId, tracks] of result.matching ?? []) {
      matching[String(albumId)] = tracks.map((track) => serializeTrack(track, { index, viewer }));
    }
    const body: AlbumSearchDto = {
      total_count: result.total_count,
      results: result.albums.map((album) => serializeAlbum(album, { viewer, index })),
      matching_tracks_per_album: matching,
      unmatched: result.unmatched,
    };
    return json(body);
  }),

  api.get('/api/music/playlists/', ({ request }) => {
    const viewer = currentUser(request);
    const params = parseSearchParams(queryOf(request));
    const index = catalogueIndex();
    const result = searchPlaylists(params, viewer);
    const matching: Record<string, TrackDto[]> = {};
    for (const [playlistId, tracks] of result.matching ?? []) {
      matching[String(playlistId)] = tracks.map((track) => serializeTrack(track, { index, viewer }));
    }
    const body: PlaylistSearchDto = {
      total_count: result.total_count,
      results: result.playlists.map((playlist) => serializePlaylist(playlist, { viewer, index })),
      matching_tracks_per_playlist: matching,
      unmatched: result.unmatched,
    };
    return json(body);
  }),

  api.get('/api/music/tracks/', ({ request }) => {
    const viewer = currentUser(request);
    const params = parseSearchParams(queryOf(request));
    const index = catalogueIndex();
    const result = searchTracks(params, viewer);
    const body: TrackSearchDto = {
      total_count: result.total_count,
      results: result.tracks.map((track) =>
        serializeTrack(track, { index, viewer, versions: params.expand.versions, stems: params.expand.stems }),
      ),
      unmatched: result.unmatched,
    };
    return json(body);
  }),
];
