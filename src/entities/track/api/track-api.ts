import { baseApi, type TrackDto, type TrackVersionsDto } from '@/shared/api';
import { withFullParent, withParent } from '../lib/versions';

/**
 * Versions and stems of a track. Opening either fetches it once; the answer stays cached for the
 * session (6 h after the last row using it is gone), so toggling a row open again never refetches.
 */
export const VERSIONS_STEMS_KEEP_S = 6 * 60 * 60;

/** Codes one `getTracksByCode` call may carry (the server ignores more). */
export const MAX_CODES_PER_CALL = 50;

export const trackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The main tracks some track codes name, in one call (a version's or stem's code names its
     * main track); hidden and unknown ones are absent. Assumed: a server without it answers 404,
     * and callers then find each code with a search.
     */
    getTracksByCode: build.query<TrackDto[], readonly string[]>({
      query: (codes) => ({ url: '/music/tracks/by_code/', params: { codes: codes.join(',') } }),
    }),
    getTrackVersions: build.query<TrackDto[], number>({
      query: (id) => `/music/tracks/${id}/versions/`,
      transformResponse: (response: TrackVersionsDto) => withFullParent(response),
      keepUnusedDataFor: VERSIONS_STEMS_KEEP_S,
      providesTags: (_result, _error, id) => [{ type: 'TrackVersions', id: `versions-${id}` }],
    }),
    getTrackStems: build.query<TrackDto[], number>({
      query: (id) => `/music/tracks/${id}/stems/`,
      transformResponse: (response: TrackDto[], _meta, id) => withParent(response, id),
      keepUnusedDataFor: VERSIONS_STEMS_KEEP_S,
      providesTags: (_result, _error, id) => [{ type: 'TrackVersions', id: `stems-${id}` }],
    }),
  }),
});

export const { useGetTrackVersionsQuery, useGetTrackStemsQuery } = trackApi;
