import { baseApi, type TrackDto, type TrackVersionsDto } from '@/shared/api';
import { withFullParent, withParent } from '../lib/versions';

/**
 * Versions and stems of a track. Opening either fetches it once; the answer stays cached for the
 * session (6 h after the last row using it is gone), so toggling a row open again never refetches.
 */
export const VERSIONS_STEMS_KEEP_S = 6 * 60 * 60;

export const trackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
