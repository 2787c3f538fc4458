import type { RequestHandler } from 'msw';
import type { FeaturedDto } from '@/shared/api/contract/dto';
import { FEATURED_CATEGORIES } from '../factories/catalogue-themes';
import { findCollection } from '../lib/domain/catalogue';
import { compareCodeUnits } from '../lib/domain/records';
import { api } from '../lib/server/contract-http';
import { fieldErrors, json, MESSAGES, notFound, queryOf } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, type AlbumRecord, type CatalogueIndex, type PlaylistRecord, type SamplerRecord } from '../search/catalogue-index';
import { parseSearchParams } from '../search/params';
import {
  isCollectionVisible,
  serializeAlbum,
  serializeAsHeardOn,
  serializeCollection,
  serializePlaylist,
  serializeSampler,
  serializeSplashBanner,
  type CollectionKind,
  type CollectionRecord,
} from '../serializers/collection';

/**
 * Albums, playlists and samplers (client: entities/collection): a collection page, the home page's
 * featured carousels and splash banner, and the "as heard on" categories. A collection with
 * nothing the viewer may hear (PRO) is not found for them.
 */

const COLLECTION_TYPES: Record<string, CollectionKind> = { albums: 'album', playlists: 'playlist', samplers: 'sampler' };

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
  return [...index.samplerList].sort((a, b) => compareCodeUnits(b.created_at, a.created_at) || b.id - a.id).filter((sampler) => sampler.featured);
}

/**
 * What a collection page's call answers about: the collection with the options to serialize it
 * with its tracks, or null when it is unknown or hidden from the viewer (404).
 */
function pageCollection(kind: CollectionKind, key: string, request: Request) {
  const viewer = currentUser(request);
  const index = catalogueIndex();
  const record = findCollection(kind, key, index);
  if (!record || !isCollectionVisible(kind, record, viewer, index)) return null;
  const expand = parseSearchParams(queryOf(request)).expand;
  return { record, options: { viewer, index, tracks: true, expand } };
}

/** Order matters: the fixed paths (splash_banner, featured) come before the `albums/{id}/` item route. */
export const collectionHandlers: RequestHandler[] = [
  api.get('/api/music/albums/splash_banner/', ({ request }) => {
    const banner = serializeSplashBanner(currentUser(request));
    return banner ? json(banner) : notFound();
  }),

  api.get('/api/music/{kind}/featured', ({ request, params }) => {
    const kindName = params.kind;
    const kind = COLLECTION_TYPES[kindName];
    if (!kind) return undefined;
    const viewer = currentUser(request);
    const index = catalogueIndex();
    const category = (queryOf(request).get('category') ?? '').trim();
    const visible = featuredRecords(kind, index).filter((record) => isCollectionVisible(kind, record, viewer, index));
    const wanted = category && category.toLowerCase() !== 'all' ? category.toLowerCase() : null;
    const results = visible.filter(
      (record) => !wanted || record.featured_categories.some((name) => name.toLowerCase() === wanted),
    );
    const body: FeaturedDto = {
      kind: kindName,
      categories: orderCategories(visible.flatMap((record) => record.featured_categories)),
      results: results.map((record) => serializeCollection(kind, record, { viewer, index })),
    };
    return json(body);
  }),

  api.get('/api/music/as-heard-on-categories/', ({ request }) => {
    const viewer = currentUser(request);
    const index = catalogueIndex();
    return json(index.asHeardOn.map((record) => serializeAsHeardOn(record, viewer, index)));
  }),

  api.get('/api/music/as-heard-on-categories/by-name/', ({ request }) => {
    const name = (queryOf(request).get('name') ?? '').trim();
    if (!name) return fieldErrors({ name: [MESSAGES.required] });
    const index = catalogueIndex();
    const record = index.asHeardOn.find((category) => category.name.toLowerCase() === name.toLowerCase());
    return record ? json(serializeAsHeardOn(record, currentUser(request), index)) : notFound();
  }),

  api.get('/api/music/albums/{id}/', ({ request, params }) => {
    const found = pageCollection('album', params.id, request);
    return found ? json(serializeAlbum(found.record as AlbumRecord, found.options)) : notFound();
  }),
  api.get('/api/music/playlists/{id}/', ({ request, params }) => {
    const found = pageCollection('playlist', params.id, request);
    return found ? json(serializePlaylist(found.record as PlaylistRecord, found.options)) : notFound();
  }),
  api.get('/api/music/samplers/{disc_number}/', ({ request, params }) => {
    const found = pageCollection('sampler', params.disc_number, request);
    return found ? json(serializeSampler(found.record as SamplerRecord, found.options)) : notFound();
  }),
];
