import { useEffect, useMemo } from 'react';
import type { AlbumDto, PlaylistDto, TrackDto } from '@/shared/api';
import {
  toApiQuery,
  toApiState,
  useSearchAlbumsQuery,
  useSearchPlaylistsQuery,
  useSearchTracksQuery,
  type SearchState,
} from '@/entities/search';
import { trackApi } from '@/entities/track';
import { useDelayedFlag } from '@/shared/lib/delayed-flag';
import { useAppDispatch } from '@/shared/redux';

/**
 * Shown results are marked as out of date only when the new answer takes longer than this: a quick
 * answer replaces them without a flash (and without repainting every row twice, marked and back).
 */
const STALE_RESULTS_MARK_DELAY_MS = 200;

export type SearchResults =
  | { type: 'albums'; items: AlbumDto[]; matching: Record<string, TrackDto[]> }
  | { type: 'playlists'; items: PlaylistDto[]; matching: Record<string, TrackDto[]> }
  | { type: 'tracks'; items: TrackDto[]; matching: Record<string, TrackDto[]> };

export interface SearchResultsView {
  results: SearchResults | null;
  /** How many results the answer counted; null while no answer has (loading, or the search failed). */
  total: number | null;
  unmatched: string[];
  /** Nothing to show yet (first load of this kind of result). */
  isLoading: boolean;
  /** A new page of results is on its way (the old one may still be shown). */
  isFetching: boolean;
  /** The shown results are out of date and their replacement is slow to come: mark them so. */
  markStale: boolean;
  isError: boolean;
  refetch: () => void;
  /** The query string the shown results answer, or null while they are stale or missing. */
  resultsFor: string | null;
}

/** The search call of the URL's type, in one shape the page renders. */
export function useSearchResults(state: SearchState): SearchResultsView {
  const query = toApiState(state);
  const albums = useSearchAlbumsQuery(query, { skip: state.type !== 'albums' });
  const playlists = useSearchPlaylistsQuery(query, { skip: state.type !== 'playlists' });
  const tracks = useSearchTracksQuery(query, { skip: state.type !== 'tracks' });
  useStemFlow(state, state.type === 'tracks' ? tracks.currentData?.results : undefined);

  const albumData = albums.data;
  const playlistData = playlists.data;
  const trackData = tracks.data;
  // One object per answer, so the (memoised) result list skips renders where only the URL changed.
  const results = useMemo<SearchResults | null>(() => {
    if (state.type === 'albums') {
      return albumData ? { type: 'albums', items: albumData.results, matching: albumData.matching_tracks_per_album ?? {} } : null;
    }
    if (state.type === 'playlists') {
      return playlistData
        ? { type: 'playlists', items: playlistData.results, matching: playlistData.matching_tracks_per_playlist ?? {} }
        : null;
    }
    return trackData ? { type: 'tracks', items: trackData.results, matching: {} } : null;
  }, [state.type, albumData, playlistData, trackData]);

  const active = state.type === 'albums' ? albums : state.type === 'playlists' ? playlists : tracks;
  const markStale = useDelayedFlag(active.isFetching, STALE_RESULTS_MARK_DELAY_MS);
  const view: Pick<SearchResultsView, 'isLoading' | 'isFetching' | 'markStale' | 'isError' | 'refetch'> = {
    isLoading: active.isLoading,
    isFetching: active.isFetching,
    markStale,
    isError: active.isError,
    refetch: active.refetch,
  };
  const data = state.type === 'albums' ? albums.data : state.type === 'playlists' ? playlists.data : tracks.data;
  const current = state.type === 'albums' ? albums.currentData : state.type === 'playlists' ? playlists.currentData : tracks.currentData;
  return {
    ...view,
    resultsFor: current ? toApiQuery(query) : null,
    results,
    total: data ? data.total_count : null,
    unmatched: data?.unmatched ?? [],
  };
}

/**
 * A stem link (`stem` set) fetches `GET /api/music/tracks/{id}/stems/` for each result. It goes
 * through the track entity's cached stems call, so the rows opening their stems reuse the answer.
 */
function useStemFlow(state: SearchState, results: TrackDto[] | undefined) {
  const dispatch = useAppDispatch();
  const stem = state.stem;
  useEffect(() => {
    if (!stem || !results?.length) return;
    const subscriptions = results.map((track) => dispatch(trackApi.endpoints.getTrackStems.initiate(track.id)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, stem, results]);
}
