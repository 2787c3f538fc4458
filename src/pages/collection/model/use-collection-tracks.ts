import { defaultSearchState, useSearchTracksQuery } from '@/entities/search';
import type { CollectionDto, TrackDto } from '@/shared/api';

/** The most a search answers in one page (the album's tracks are read in one). */
const MAX_PAGE_SIZE = 500;

export type CollectionTracks =
  | { state: 'listed'; tracks: TrackDto[] }
  | { state: 'loading'; tracks: [] }
  | { state: 'failed'; tracks: []; retry: () => void }
  /** The server sent no track list and the spec offers no other way to read one. */
  | { state: 'unlisted'; tracks: [] };

/** Whether a track is on this album (its album link, or its title where a link is missing). */
function onAlbum(track: TrackDto, album: CollectionDto): boolean {
  if (track.album?.web_url && album.web_url) return track.album.web_url === album.web_url;
  return track.album?.title === album.title;
}

/**
 * A collection page's tracks: those the server sent with the collection (`tracks`, not the
 * spec's: it says only that the call answers "the item"). Without them an album's tracks come from
 * the spec's track search by album title, keeping those on this album, in the order the search
 * answers them (a track carries no album position); a playlist or sampler has no such search, so its tracks are unlisted.
 */
export function useCollectionTracks(item: CollectionDto | null): CollectionTracks {
  const listed = Array.isArray(item?.tracks);
  const searchByAlbum = item !== null && !listed && item.type === 'album';
  const pagesize = Math.min(MAX_PAGE_SIZE, Math.max(48, item?.track_count ?? 0));
  const search = useSearchTracksQuery(defaultSearchState({ type: 'tracks', album_title: item?.title ?? '', pagesize }), { skip: !searchByAlbum });
  if (!item) return { state: 'loading', tracks: [] };
  if (listed) return { state: 'listed', tracks: item.tracks ?? [] };
  if (!searchByAlbum) return { state: 'unlisted', tracks: [] };
  if (search.isError) return { state: 'failed', tracks: [], retry: () => void search.refetch() };
  if (!search.data) return { state: 'loading', tracks: [] };
  return { state: 'listed', tracks: search.data.results.filter((track) => onAlbum(track, item)) };
}
