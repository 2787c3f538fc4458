import { collectionItemKey, isCollectionType, prefetchCollection, samplerDiscNumberFromLink, type CollectionType } from '@/entities/collection';
import type { ItemRef } from '@/shared/api';


const known = (value: ItemRef['disc_number']) => value !== undefined && value !== null && value !== '';

/**
 * An album, playlist or sampler whose disc number is not known yet (an activity entry carries only
 * its id): its cue sheet is keyed by disc number, so the number has to be found before the call.
 */
export function lacksDiscNumber(item: ItemRef): item is ItemRef & { type: CollectionType } {
  return isCollectionType(item.type) && !known(item.disc_number);
}

/** A sampler's own link names its disc number (`/sampler/{disc_number}/{slug}`); null otherwise. */
export function discNumberFromLink(item: ItemRef): string | null {
  return item.type === 'sampler' ? samplerDiscNumberFromLink(item.web_url) : null;
}

/**
 * The collection's item call (`GET /api/music/{type}s/{key}/`, the same cache entry as its page):
 * albums and playlists by id, a sampler by its disc number when its link names it.
 */
export function lookUpCollection(item: ItemRef & { type: CollectionType }) {
  return prefetchCollection({ type: item.type, id: collectionItemKey(item) });
}
