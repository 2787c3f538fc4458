import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, LIST_ID, type AlbumSearchDto, type PlaylistSearchDto, type TrackDto, type TrackSearchDto } from '@/shared/api';
import { parseSearchState, toApiQuery, toApiState, type SearchState } from '../model/search-state';

/** What the advanced filters button needs: how many tracks match, and what matched nothing. */
export interface SearchCountDto {
  total_count: number;
  unmatched: string[];
}

/** Cache key = the query string actually sent, so `page=0` and `page=1` share one entry. */
const byQuery = ({ endpointName, queryArgs }: { endpointName: string; queryArgs: SearchState }) =>
  `${endpointName}?${toApiQuery(queryArgs)}`;

/**
 * The three search calls (albums, playlists, tracks): the search state as query parameters, defaults omitted.
 * (With `stem` set, the search page also fetches each result's stems through the track entity's
 * cached stems call, so the rows that show them share one request per track.)
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAlbums: build.query<AlbumSearchDto, SearchState>({
      query: (state) => `/music/albums/?${toApiQuery(state)}`,
      serializeQueryArgs: byQuery,
      providesTags: [{ type: 'Album', id: LIST_ID }],
    }),
    searchPlaylists: build.query<PlaylistSearchDto, SearchState>({
      query: (state) => `/music/playlists/?${toApiQuery(state)}`,
      serializeQueryArgs: byQuery,
      providesTags: [{ type: 'Playlist', id: LIST_ID }],
    }),
    searchTracks: build.query<TrackSearchDto, SearchState>({
      query: (state) => `/music/tracks/?${toApiQuery(state)}`,
      serializeQueryArgs: byQuery,
      providesTags: [{ type: 'Track', id: LIST_ID }],
    }),
    /** Live count for the advanced filters: the tracks call with pagesize 1. */
    countSearchTracks: build.query<SearchCountDto, SearchState>({
      query: (state) => `/music/tracks/?${toApiQuery({ ...state, type: 'tracks', page: 1, pagesize: 1, show_tracks: [], stem: '' })}`,
      transformResponse: (response: TrackSearchDto): SearchCountDto => ({
        total_count: response.total_count,
        unmatched: response.unmatched ?? [],
      }),
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}?${toApiQuery({ ...queryArgs, type: 'tracks', page: 1, pagesize: 1, show_tracks: [], stem: '' })}`,
      providesTags: [{ type: 'Track', id: LIST_ID }],
    }),
    /** The track a `similar_to` search is about (`GET /api/music/tracks/{id}/`), for its heading. */
    getSimilarToTrack: build.query<TrackDto, string>({
      query: (id) => `/music/tracks/${encodeURIComponent(id)}/`,
      providesTags: (_result, _error, id) => [{ type: 'Track', id }],
    }),
  }),
});

export const { useGetSimilarToTrackQuery } = searchApi;
export const { useSearchAlbumsQuery, useSearchPlaylistsQuery, useSearchTracksQuery, useCountSearchTracksQuery } = searchApi;
export const { searchAlbums, searchPlaylists, searchTracks, countSearchTracks } = searchApi.endpoints;

/**
 * The results a search page at `search` (its query string) shows, started ahead of its render (a
 * route's data loader), unsubscribed: the same call the page's hook makes for that address.
 */
export function prefetchSearchResults(search: string): ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction> {
  const state = parseSearchState(search);
  const query = toApiState(state);
  const options = { subscribe: false } as const;
  return async (dispatch) => {
    if (state.type === 'tracks') return dispatch(searchTracks.initiate(query, options));
    if (state.type === 'playlists') return dispatch(searchPlaylists.initiate(query, options));
    return dispatch(searchAlbums.initiate(query, options));
  };
}
