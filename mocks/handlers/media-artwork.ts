import { HttpResponse, type RequestHandler } from 'msw';
import { api } from '../lib/server/contract-http';
import { notFound } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { catalogueIndex, type CatalogueIndex } from '../search/catalogue-index';
import { ensureSeeded } from '../seed/scale';
import { isCollectionVisible } from '../serializers/collection';

/**
 * Generated cover art: `GET /mock-media/artwork/{album|playlist|sampler|show|show-category}-{id}.svg`
 * answers a deterministic SVG (a two-colour gradient picked from the item, decorative rings, the
 * title's initials and the title), `Content-Type: image/svg+xml`. Unknown items, and collections
 * the viewer's PRO restrictions hide entirely, answer 404 `{"detail": "Not found."}`.
 * A `?size=` query (thumbnails) is accepted and ignored: the SVG scales.
 */

type Kind = 'album' | 'playlist' | 'sampler' | 'show' | 'show-category';

const LABELS: Record<Kind, string> = {
  album: '',
  playlist: 'PLAYLIST',
  sampler: 'SAMPLER',
  show: 'AS HEARD ON',
  'show-category': 'AS HEARD ON',
};

export function parseArtworkName(name: string): { kind: Kind; id: number } | null {
  const match = /^(show-category|playlist|sampler|album|show)-(\d{1,9})\.svg$/.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] as Kind, id } : null;
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
function collectionVisibleTo(request: Request, { kind, id }: { kind: Kind; id: number }, index: CatalogueIndex): boolean {
  if (kind !== 'album' && kind !== 'playlist' && kind !== 'sampler') return true;
  const viewer = currentUser(request);
  const record = kind === 'album' ? index.albums.get(id) : kind === 'playlist' ? index.playlists.get(id) : index.samplers.get(id);
  return !viewer || !record || isCollectionVisible(kind, record, viewer, index);
}

function titleOf(kind: Kind, id: number, index: CatalogueIndex): string | null {
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

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function initialsOf(title: string): string {
  const skip = new Set(['the', 'of', 'and', 'a', 'an', '&', 'vol.', 'vol']);
  const words = title.split(/\s+/).filter((word) => word && !skip.has(word.toLowerCase()) && /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The cover for one item: same input, same picture. */
export function artworkSvg(kind: Kind, id: number, title: string): string {
  const seed = hash(`${kind}:${id}:${title}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 120)) % 360;
  const angle = (seed >>> 3) % 4;
  const [x2, y2] = [['100%', '100%'], ['0%', '100%'], ['100%', '0%'], ['50%', '100%']][angle];
  const cx = 120 + ((seed >>> 5) % 360);
  const cy = 100 + ((seed >>> 11) % 300);
  const rings = [90, 150, 210, 270]
    .map((r, i) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.16 - i * 0.03).toFixed(2)}" stroke-width="${18 - i * 3}"/>`)
    .join('');
  const label = LABELS[kind];
  const shortTitle = title.length > 34 ? `${title.slice(0, 33)}…` : title;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"',
    ` aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0%" y1="0%" x2="${x2}" y2="${y2}">`,
    `<stop offset="0%" stop-color="hsl(${hue} 70% 42%)"/><stop offset="100%" stop-color="hsl(${hue2} 65% 16%)"/>`,
    '</linearGradient></defs>',
    '<rect width="600" height="600" fill="url(#g)"/>',
    rings,
    `<text x="40" y="330" font-family="Helvetica, Arial, sans-serif" font-size="190" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(title))}</text>`,
    '<rect x="40" y="470" width="56" height="6" fill="#ffcf43"/>',
    `<text x="40" y="520" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(shortTitle)}</text>`,
    `<text x="40" y="560" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="3" fill="#fff" fill-opacity="0.7">4EM${label ? ` · ${label}` : ''}</text>`,
    '</svg>',
  ].join('');
}

export const mediaArtworkHandlers: RequestHandler[] = [
  api.get('/mock-media/artwork/{file}', ({ params, request }) => {
    const parsed = parseArtworkName(String(params.file));
    if (!parsed) return notFound();
    ensureSeeded();
    const index = catalogueIndex();
    const title = titleOf(parsed.kind, parsed.id, index);
    if (title === null || !collectionVisibleTo(request, parsed, index)) return notFound();
    return new HttpResponse(artworkSvg(parsed.kind, parsed.id, title), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];
