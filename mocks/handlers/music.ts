import { http, type RequestHandler } from 'msw';
import type {
  AlbumSearchDto,
  CollectionDto,
  FeaturedDto,
  PlaylistSearchDto,
  TrackDto,
  TrackSearchDto,
} from '@/shared/api/dto';
import { FEATURED_CATEGORIES } from '../factories/catalogue-themes';
import { fieldErrors, json, MESSAGES, notFound } from '../lib/http';
import { currentUser } from '../lib/session';
import { catalogueIndex, isTrackVisible, type CatalogueIndex } from '../search/catalogue-index';
import { searchAlbums, searchPlaylists, searchTracks } from '../search/engine';
import { parseSearchParams } from '../search/params';
import {
  isCollectionVisible,
  serializeAlbum,
  serializeAsHeardOn,
  serializeCollection,
  serializePlaylist,
  serializeSplashBanner,
  type CollectionKind,
  type CollectionRecord,
} from '../serializers/collection';
import { serializeComposers, serializeInstrumentCategories, serializeKeywordCategories } from '../serializers/taxonomy';
import { serializeTrack, serializeTrackStems, serializeTrackVersions } from '../serializers/track';

/**
 * `/api/music/*`: search, collections, taxonomies and featured content over the mock
 * catalogue (mocks/seed/catalogue.ts), through the search engine (mocks/search). Every endpoint
 * applies the viewer's PRO restrictions: a restricted user never receives a track (or version,
 * stem, audio file) whose composers or publishers belong to a restricted PRO.
 * Endpoints and status codes: docs/mock-api-inbox/mock-music.md.
 */

const MUSIC = '*/api/music';
const COLLECTION_TYPES: Record<string, CollectionKind> = { albums: 'album', playlists: 'playlist', samplers: 'sampler' };

const viewerOf = (request: Request) => currentUser(request);
const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

/** A positive integer path parameter, or null for anything else ("abc", "1.5", "-3"). */
function idParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** An album / playlist / sampler by its URL key: samplers by disc number, all by numeric id too. */
function findCollection(kind: CollectionKind, key: string, index: CatalogueIndex): CollectionRecord | null {
  if (kind === 'sampler') {
    const byDisc = index.samplerByDisc.get(key) ?? [...index.samplerByDisc.entries()].find(([disc]) => disc.toLowerCase() === key.toLowerCase())?.[1];
    if (byDisc) return byDisc;
  }
  if (kind === 'album') {
    const byDisc = index.albumByDisc.get(key);
    if (byDisc && idParam(key) === null) return byDisc;
  }
  if (kind === 'playlist' && idParam(key) === null) {
    const byDisc = index.playlistList.find((playlist) => playlist.disc_number === key);
    if (byDisc) return byDisc;
  }
  const id = idParam(key);
  if (id === null) return null;
  if (kind === 'album') return index.albums.get(id) ?? null;
  if (kind === 'playlist') return index.playlists.get(id) ?? null;
  return index.samplers.get(id) ?? null;
}

// ------------------------------------------------------------------ search

const searchHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/albums/`, ({ request }) => {
    const viewer = viewerOf(request);
    const params = parseSearchParams(searchParamsOf(request));
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

  http.get(`${MUSIC}/playlists/`, ({ request }) => {
    const viewer = viewerOf(request);
    const params = parseSearchParams(searchParamsOf(request));
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

  http.get(`${MUSIC}/tracks/`, ({ request }) => {
    const viewer = viewerOf(request);
    const params = parseSearchParams(searchParamsOf(request));
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

  http.get(`${MUSIC}/tracks/:id/versions/`, ({ request, params }) => {
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    const id = idParam(params.id);
    const track = id === null ? undefined : index.tracks.get(id);
    if (!track || !isTrackVisible(index, track, viewer)) return notFound();
    return json(serializeTrackVersions(track, viewer, index));
  }),

  http.get(`${MUSIC}/tracks/:id/stems/`, ({ request, params }) => {
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    const id = idParam(params.id);
    const track = id === null ? undefined : index.tracks.get(id);
    if (!track || !isTrackVisible(index, track, viewer)) return notFound();
    return json(serializeTrackStems(track, viewer, index));
  }),
];

// ------------------------------------------------------------------ taxonomies

const taxonomyHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/keywords/categories/`, () => json(serializeKeywordCategories())),
  http.get(`${MUSIC}/instruments/categories/`, () => json(serializeInstrumentCategories())),
  http.get(`${MUSIC}/composers/`, ({ request }) => json(serializeComposers(viewerOf(request)))),
];

// ------------------------------------------------------------------ featured, splash, as heard on

function orderCategories(names: Iterable<string>): string[] {
  const unique = [...new Set(names)];
  const rank = (name: string) => {
    const position = FEATURED_CATEGORIES.indexOf(name);
    return position < 0 ? FEATURED_CATEGORIES.length : position;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function featuredRecords(kind: CollectionKind, index: CatalogueIndex): CollectionRecord[] {
  if (kind === 'album') return index.albumNewest.map((id) => index.albums.get(id)!).filter((album) => album.featured);
  if (kind === 'playlist') return index.playlistNewest.map((id) => index.playlists.get(id)!).filter((playlist) => playlist.featured);
  return [...index.samplerList].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).filter((sampler) => sampler.featured);
}

const featuredHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/albums/splash_banner/`, ({ request }) => {
    const banner = serializeSplashBanner(viewerOf(request));
    return banner ? json(banner) : notFound();
  }),

  http.get(`${MUSIC}/:kind/featured`, ({ request, params }) => {
    const kindName = String(params.kind);
    const kind = COLLECTION_TYPES[kindName];
    if (!kind) return undefined;
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    const category = (searchParamsOf(request).get('category') ?? '').trim();
    const visible = featuredRecords(kind, index).filter((record) => isCollectionVisible(kind, record, viewer, index));
    const wanted = category && category.toLowerCase() !== 'all' ? category.toLowerCase() : null;
    const results = visible.filter(
      (record) => !wanted || record.featured_categories.some((name) => name.toLowerCase() === wanted),
    );
    const body: FeaturedDto = {
      kind: kindName as FeaturedDto['kind'],
      categories: orderCategories(visible.flatMap((record) => record.featured_categories)),
      results: results.map((record) => serializeCollection(kind, record, { viewer, index })),
    };
    return json(body);
  }),

  http.get(`${MUSIC}/as-heard-on-categories/`, ({ request }) => {
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    return json(index.asHeardOn.map((record) => serializeAsHeardOn(record, viewer, index)));
  }),

  http.get(`${MUSIC}/as-heard-on-categories/by-name/`, ({ request }) => {
    const name = (searchParamsOf(request).get('name') ?? '').trim();
    if (!name) return fieldErrors({ name: [MESSAGES.required] });
    const index = catalogueIndex();
    const record = index.asHeardOn.find((category) => category.name.toLowerCase() === name.toLowerCase());
    return record ? json(serializeAsHeardOn(record, viewerOf(request), index)) : notFound();
  }),
];

// ------------------------------------------------------------------ items

const itemHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/tracks/:id/`, ({ request, params }) => {
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    const id = idParam(params.id);
    const track = id === null ? undefined : index.tracks.get(id);
    if (!track || !isTrackVisible(index, track, viewer)) return notFound();
    return json(serializeTrack(track, { index, viewer, versions: true, stems: true }));
  }),

  http.get(`${MUSIC}/:type/:key/`, ({ request, params }) => {
    const kind = COLLECTION_TYPES[String(params.type)];
    if (!kind) return undefined;
    const viewer = viewerOf(request);
    const index = catalogueIndex();
    const record = findCollection(kind, String(params.key), index);
    if (!record || !isCollectionVisible(kind, record, viewer, index)) return notFound();
    const expand = parseSearchParams(searchParamsOf(request)).expand;
    const body: CollectionDto = serializeCollection(kind, record, { viewer, index, tracks: true, expand });
    return json(body);
  }),
];

/** Order matters: fixed paths (splash_banner, featured) before the `:type/:key/` item route; cue sheets: handlers/cuesheets.ts. */
export const musicHandlers: RequestHandler[] = [
  ...featuredHandlers,
  ...searchHandlers,
  ...taxonomyHandlers,
  ...itemHandlers,
];
