import { catalogueIndex, type CatalogueIndex } from '../../search/catalogue-index';
import type { CollectionKind, CollectionRecord } from '../../serializers/collection';

/** Looking catalogue items up by the keys URLs and request bodies carry. */

/** A positive integer id (path parameter or body field), or null for anything else ("abc", "1.5", "-3"). */
export function idParam(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const isCollectionKind = (type: string): type is CollectionKind =>
  type === 'album' || type === 'playlist' || type === 'sampler';

/**
 * An album, playlist or sampler by its key: its numeric id, or its disc number (samplers are
 * addressed by disc number in their URLs, case-insensitively; albums and playlists also answer to theirs).
 */
export function findCollection(
  kind: CollectionKind,
  key: string | number,
  index: CatalogueIndex = catalogueIndex(),
): CollectionRecord | null {
  const text = String(key);
  const id = idParam(key);
  if (kind === 'sampler') {
    const byDisc =
      index.samplerByDisc.get(text) ??
      [...index.samplerByDisc.entries()].find(([disc]) => disc.toLowerCase() === text.toLowerCase())?.[1];
    if (byDisc) return byDisc;
  }
  if (kind === 'album' && id === null) {
    const byDisc = index.albumByDisc.get(text);
    if (byDisc) return byDisc;
  }
  if (kind === 'playlist' && id === null) {
    const byDisc = index.playlistList.find((playlist) => playlist.disc_number === text);
    if (byDisc) return byDisc;
  }
  if (id === null) return null;
  if (kind === 'album') return index.albums.get(id) ?? null;
  if (kind === 'playlist') return index.playlists.get(id) ?? null;
  return index.samplers.get(id) ?? null;
}
