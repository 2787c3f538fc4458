import { defaultSearchState, useSearchAlbumsQuery, useSearchPlaylistsQuery } from '@/entities/search';
import type { FeaturedKind } from '@/entities/collection';

const ALBUMS = defaultSearchState({ type: 'albums' });
const PLAYLISTS = defaultSearchState({ type: 'playlists' });

/** How many of the newest a carousel shows when the server's featured answer cannot be read. */
export const NEWEST_SHOWN = 12;

/**
 * The newest albums or playlists (the spec's search with no criteria: "Browse Music"), for the
 * home page when the featured or splash banner answers cannot be read (the spec does not show
 * their shapes: a server may answer others). Samplers have no such list: null.
 */
export function useNewestCollections(kind: FeaturedKind, { skip }: { skip: boolean }) {
  const albums = useSearchAlbumsQuery(ALBUMS, { skip: skip || kind !== 'albums' });
  const playlists = useSearchPlaylistsQuery(PLAYLISTS, { skip: skip || kind !== 'playlists' });
  if (kind === 'samplers') return null;
  const answer = kind === 'albums' ? albums : playlists;
  return {
    items: answer.data?.results.slice(0, NEWEST_SHOWN),
    isError: answer.isError,
    refetch: answer.refetch,
  };
}
