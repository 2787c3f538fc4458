import { parseCollectionPath, prefetchCollection, type CollectionType } from '@/entities/collection';
import type { PageData } from '@/shared/lib/router';

/** The collection a page at `pathname` shows, or null when the address names none of `type`. */
export function collectionKey(type: CollectionType, pathname: string): string | null {
  const parsed = parseCollectionPath(pathname);
  return parsed?.type === type ? parsed.key : null;
}

/** What a collection page shows first: the collection with its tracks. */
export const loadCollectionData =
  (type: CollectionType): PageData =>
  async (dispatch, url) => {
    const key = collectionKey(type, url.pathname);
    if (key) await dispatch(prefetchCollection({ type, id: key }));
  };
