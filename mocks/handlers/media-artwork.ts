import { HttpResponse, type RequestHandler } from 'msw';
import { LruCache } from '../audio/lru';
import { artworkSvg, artworkThumbnailPng, type CoverKind } from '../artwork/cover';
import { api } from '../lib/server/contract-http';
import { notFound } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, type CatalogueIndex } from '../search/catalogue-index';
import { ensureSeeded } from '../seed/scale';
import { isCollectionVisible } from '../serializers/collection';

/**
 * Generated cover art: `GET /mock-media/artwork/{album|playlist|sampler|show|show-category}-{id}.svg`
 * answers the item's cover (mocks/artwork/cover.ts), `Content-Type: image/svg+xml`; with
 * `?size=thumb` (the `artwork_thumbnail` URLs) a 120 px PNG of it, `Content-Type: image/png`.
 * Unknown items, and collections the viewer's PRO restrictions hide entirely, answer 404
 * `{"detail": "Not found."}`.
 */

export function parseArtworkName(name: string): { kind: CoverKind; id: number } | null {
  const match = /^(show-category|playlist|sampler|album|show)-(\d{1,9})\.svg$/.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] as CoverKind, id } : null;
}

function showTitles(index: CatalogueIndex): string[] {
  const titles: string[] = [];
  for (const category of index.asHeardOn) {
    try {
      const items = JSON.parse(category.itemsJson) as { show_title?: string; image?: string | null }[];
      for (const item of items) {
        const match = /show-(\d+)\.svg$/.exec(item.image ?? '');
        if (match) titles[Number(match[1])] = item.show_title ?? '';
      }
    } catch {
      // a malformed category has no show images
    }
  }
  return titles;
}

/** A collection whose every track the PRO rules hide from the viewer is not found for them, its cover included. */
function collectionVisibleTo(request: Request, { kind, id }: { kind: CoverKind; id: number }, index: CatalogueIndex): boolean {
  if (kind !== 'album' && kind !== 'playlist' && kind !== 'sampler') return true;
  const viewer = currentUser(request);
  const record = kind === 'album' ? index.albums.get(id) : kind === 'playlist' ? index.playlists.get(id) : index.samplers.get(id);
  return !viewer || !record || isCollectionVisible(kind, record, viewer, index);
}

function titleOf(kind: CoverKind, id: number, index: CatalogueIndex): string | null {
  switch (kind) {
    case 'album':
      return index.albums.get(id)?.title ?? null;
    case 'playlist':
      return index.playlists.get(id)?.title ?? null;
    case 'sampler':
      return index.samplers.get(id)?.title ?? null;
    case 'show-category':
      return index.asHeardOn.find((category) => category.id === id)?.name ?? null;
    case 'show':
      return showTitles(index)[id] || null;
  }
}

const CACHED = { 'Cache-Control': 'public, max-age=86400' };

/** Thumbnails painted so far: a page asks for the same ones again (the next search page, the player bar). */
const thumbnails = new LruCache<string, Promise<Uint8Array<ArrayBuffer>>>(512);
const thumbnail = (kind: CoverKind, id: number, title: string) =>
  thumbnails.getOrCreate(`${kind}-${id}:${title}`, () => artworkThumbnailPng(kind, id, title));

export const mediaArtworkHandlers: RequestHandler[] = [
  api.get('/mock-media/artwork/{file}', async ({ params, request, response }) => {
    const parsed = parseArtworkName(String(params.file));
    if (!parsed) return notFound();
    ensureSeeded();
    const index = catalogueIndex();
    const title = titleOf(parsed.kind, parsed.id, index);
    if (title === null || !collectionVisibleTo(request, parsed, index)) return notFound();
    if (new URL(request.url).searchParams.get('size') === 'thumb') {
      // A binary body: the contract's typed answers are JSON and text.
      return response.untyped(new HttpResponse(await thumbnail(parsed.kind, parsed.id, title), { headers: { 'Content-Type': 'image/png', ...CACHED } }));
    }
    return new HttpResponse(artworkSvg(parsed.kind, parsed.id, title), { headers: { 'Content-Type': 'image/svg+xml', ...CACHED } });
  }),
];
