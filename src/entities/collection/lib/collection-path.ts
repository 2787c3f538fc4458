import type { CollectionType } from '../model/collection';

const PATH_TYPES: Record<string, CollectionType> = { album: 'album', playlist: 'playlist', sampler: 'sampler' };

export interface CollectionPath {
  type: CollectionType;
  /** The id (albums, playlists) or disc_number (samplers); null when the path has none. */
  key: string | null;
}

/**
 * Reads `/album/{id}/{slug}`, `/playlist/{id}/{slug}` or `/sampler/{disc_number}/{slug}`.
 * The slug is decorative; an id that is not a positive integer (albums, playlists) gives null.
 */
export function parseCollectionPath(pathname: string): CollectionPath | null {
  const [first, second] = pathname.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  const type = first ? PATH_TYPES[first.toLowerCase()] : undefined;
  if (!type) return null;
  const raw = (second ?? '').trim();
  if (!raw) return { type, key: null };
  if (type === 'sampler') return { type, key: raw };
  return { type, key: /^\d+$/.test(raw) && Number(raw) > 0 ? String(Number(raw)) : null };
}

/**
 * A sampler's disc number read from its link (`/sampler/{disc_number}/{slug}`, relative or
 * absolute): samplers are keyed by it, and a bare reference (an activity entry) carries only the id.
 */
export function samplerDiscNumberFromLink(webUrl: string | undefined): string | null {
  if (!webUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(webUrl, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const path = parseCollectionPath(pathname);
  return path?.type === 'sampler' && path.key ? path.key : null;
}

/** Albums, playlists and samplers: the item types that are collections. */
export function isCollectionType(type: string): type is CollectionType {
  return type === 'album' || type === 'playlist' || type === 'sampler';
}

/**
 * The key of a collection's item call when only a reference is known: a sampler's disc number when
 * its link names it, otherwise the id.
 */
export function collectionItemKey(ref: { type: string; id: number | string; web_url?: string }): string {
  return (ref.type === 'sampler' ? samplerDiscNumberFromLink(ref.web_url) : null) ?? String(ref.id);
}

/** The route of a collection when the server gave no web_url. */
export function collectionHref(collection: { type: CollectionType; id: number; disc_number: string; slug?: string }): string {
  const key = collection.type === 'sampler' ? collection.disc_number : String(collection.id);
  return `/${collection.type}/${encodeURIComponent(key)}${collection.slug ? `/${collection.slug}` : ''}`;
}
