import { http, type RequestHandler } from 'msw';
import type { CollectionDto, FeaturedDto } from '@/shared/api/dto';
import { FEATURED_CATEGORIES } from '../factories/catalogue-themes';
import { findCollection } from '../lib/domain/catalogue';
import { compareCodeUnits } from '../lib/domain/records';
import { fieldErrors, json, MESSAGES, notFound, queryOf } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, type CatalogueIndex } from '../search/catalogue-index';
import { parseSearchParams } from '../search/params';
import {
  isCollectionVisible,
  serializeAsHeardOn,
  serializeCollection,
  serializeSplashBanner,
  type CollectionKind,
  type CollectionRecord,
} from '../serializers/collection';

/**
 * Albums, playlists and samplers (client: entities/collection): a collection page, the home page's
 * featured carousels and splash banner, and the "as heard on" categories. A collection with
 * nothing the viewer may hear (PRO) is not found for them.
 */

const MUSIC = '*/api/music';
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

/** Order matters: the fixed paths (splash_banner, featured) come before the `:type/:key/` item route. */
export const collectionHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/albums/splash_banner/`, ({ request }) => {
    const banner = serializeSplashBanner(currentUser(request));
    return banner ? json(banner) : notFound();
  }),

  http.get(`${MUSIC}/:kind/featured`, ({ request, params }) => {
    const kindName = String(params.kind);
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
      kind: kindName as FeaturedDto['kind'],
      categories: orderCategories(visible.flatMap((record) => record.featured_categories)),
      results: results.map((record) => serializeCollection(kind, record, { viewer, index })),
    };
    return json(body);
  }),

  http.get(`${MUSIC}/as-heard-on-categories/`, ({ request }) => {
    const viewer = currentUser(request);
    const index = catalogueIndex();
    return json(index.asHeardOn.map((record) => serializeAsHeardOn(record, viewer, index)));
  }),

  http.get(`${MUSIC}/as-heard-on-categories/by-name/`, ({ request }) => {
    const name = (queryOf(request).get('name') ?? '').trim();
    if (!name) return fieldErrors({ name: [MESSAGES.required] });
    const index = catalogueIndex();
    const record = index.asHeardOn.find((category) => category.name.toLowerCase() === name.toLowerCase());
    return record ? json(serializeAsHeardOn(record, currentUser(request), index)) : notFound();
  }),

  http.get(`${MUSIC}/:type/:key/`, ({ request, params }) => {
    const kind = COLLECTION_TYPES[String(params.type)];
    if (!kind) return undefined;
    const viewer = currentUser(request);
    const index = catalogueIndex();
    const record = findCollection(kind, String(params.key), index);
    if (!record || !isCollectionVisible(kind, record, viewer, index)) return notFound();
    const expand = parseSearchParams(queryOf(request)).expand;
    const body: CollectionDto = serializeCollection(kind, record, { viewer, index, tracks: true, expand });
    return json(body);
  }),
];
