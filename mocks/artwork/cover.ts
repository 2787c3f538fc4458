import { fnv1a } from '../lib/hash';
import { encodePng } from './png';

/**
 * The mock's generated cover art: same item, same picture. The full cover is an SVG (a two-colour
 * gradient picked from the item, decorative rings, the title's initials and the title); a
 * thumbnail is a small PNG of the same gradient and rings, as a real library serves raster
 * thumbnails. Every SVG image costs the browser a document of its own: the 42 thumbnails of a
 * search page took a fifth of the page's main-thread time as SVGs.
 */

export type CoverKind = 'album' | 'playlist' | 'sampler' | 'show' | 'show-category';

const LABELS: Record<CoverKind, string> = {
  album: '',
  playlist: 'PLAYLIST',
  sampler: 'SAMPLER',
  show: 'AS HEARD ON',
  'show-category': 'AS HEARD ON',
};

/** The side of the cover's own coordinates (the SVG's viewBox). */
const SIDE = 600;
/** A thumbnail's side in pixels: a gradient and soft rings stay smooth up to a 200 px card; painting costs per pixel. */
export const THUMBNAIL_SIDE = 120;

const RINGS = [90, 150, 210, 270].map((radius, i) => ({ radius, opacity: 0.16 - i * 0.03, width: 18 - i * 3 }));

interface CoverDesign {
  hue: number;
  hue2: number;
  /** Where the gradient ends, as a fraction of the side (it starts at the top left). */
  towards: [number, number];
  centre: [number, number];
}

function coverDesign(kind: CoverKind, id: number, title: string): CoverDesign {
  const seed = fnv1a(`${kind}:${id}:${title}`);
  const hue = seed % 360;
  return {
    hue,
    hue2: (hue + 40 + ((seed >>> 9) % 120)) % 360,
    towards: ([[1, 1], [0, 1], [1, 0], [0.5, 1]] as const)[(seed >>> 3) % 4] as [number, number],
    centre: [120 + ((seed >>> 5) % 360), 100 + ((seed >>> 11) % 300)],
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function initialsOf(title: string): string {
  const skip = new Set(['the', 'of', 'and', 'a', 'an', '&', 'vol.', 'vol']);
  const words = title.split(/\s+/).filter((word) => word && !skip.has(word.toLowerCase()) && /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

const percent = (fraction: number) => `${fraction * 100}%`;

/** The full cover, as an SVG document. */
export function artworkSvg(kind: CoverKind, id: number, title: string): string {
  const { hue, hue2, towards, centre } = coverDesign(kind, id, title);
  const [cx, cy] = centre;
  const rings = RINGS.map(({ radius, opacity, width }) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="${opacity.toFixed(2)}" stroke-width="${width}"/>`).join('');
  const label = LABELS[kind];
  const shortTitle = title.length > 34 ? `${title.slice(0, 33)}…` : title;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}" role="img"`,
    ` aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0%" y1="0%" x2="${percent(towards[0])}" y2="${percent(towards[1])}">`,
    `<stop offset="0%" stop-color="hsl(${hue} 70% 42%)"/><stop offset="100%" stop-color="hsl(${hue2} 65% 16%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/>`,
    rings,
    `<text x="40" y="330" font-family="Helvetica, Arial, sans-serif" font-size="190" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(title))}</text>`,
    '<rect x="40" y="470" width="56" height="6" fill="#ffcf43"/>',
    `<text x="40" y="520" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(shortTitle)}</text>`,
    `<text x="40" y="560" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="3" fill="#fff" fill-opacity="0.7">4EM${label ? ` · ${label}` : ''}</text>`,
    '</svg>',
  ].join('');
}

/** CSS's hsl() as 0–255 red, green and blue. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** The cover's gradient and rings (no lettering: it would not read at thumbnail size), as a PNG. */
export function artworkThumbnailPng(kind: CoverKind, id: number, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const { hue, hue2, towards, centre } = coverDesign(kind, id, title);
  const from = hslToRgb(hue, 0.7, 0.42);
  const to = hslToRgb(hue2, 0.65, 0.16);
  const [tx, ty] = towards;
  const length = tx * tx + ty * ty;
  const scale = SIDE / THUMBNAIL_SIDE;
  const rgb = new Uint8Array(THUMBNAIL_SIDE * THUMBNAIL_SIDE * 3);
  // Plain loops without allocations: the demo paints a page's thumbnails on the page's own thread.
  const [cx, cy] = centre;
  for (let row = 0; row < THUMBNAIL_SIDE; row += 1) {
    // The pixel's centre, in the cover's own coordinates.
    const y = (row + 0.5) * scale;
    for (let column = 0; column < THUMBNAIL_SIDE; column += 1) {
      const x = (column + 0.5) * scale;
      const t = Math.min(1, Math.max(0, ((x / SIDE) * tx + (y / SIDE) * ty) / length));
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      const distance = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
      for (const ring of RINGS) {
        // Coverage of the ring's stroke over this pixel, softened over one pixel's width.
        const coverage = (ring.width / 2 + scale / 2 - Math.abs(distance - ring.radius)) / scale;
        if (coverage <= 0) continue;
        const alpha = ring.opacity * Math.min(1, coverage);
        r += (255 - r) * alpha;
        g += (255 - g) * alpha;
        b += (255 - b) * alpha;
      }
      const at = (row * THUMBNAIL_SIDE + column) * 3;
      rgb[at] = r;
      rgb[at + 1] = g;
      rgb[at + 2] = b;
    }
  }
  return encodePng(THUMBNAIL_SIDE, THUMBNAIL_SIDE, rgb);
}
