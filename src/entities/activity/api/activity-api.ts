import { baseApi, LIST_ID, type ActivityPageDto, type ActivityType, type CollectionDto, type TrackDto } from '@/shared/api';
import { ACTIVITY_PAGE_SIZE } from '@/shared/config';

/** The filter of MY ACTIVITY: null is "Recent Activity" (every type). */
export type ActivityFilter = ActivityType | null;

export const ACTIVITY_FAILED = 'Failed to fetch activity';

/**
 * `GET /api/users/me/activity/?limit=20&offset=..&activity_type=..` as an infinite query: one
 * cache entry per filter, pages by offset while the server names a `next` page. A refetch (a new
 * share, the list shown again) starts over from the first page.
 *
 * A filter's pages are dropped as soon as nothing shows them (`keepUnusedDataFor: 0`): a filter
 * chosen again starts from an empty list and its first page, never from the pages it had before.
 */
export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.infiniteQuery<ActivityPageDto, ActivityFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => (lastPage.next ? lastOffset + ACTIVITY_PAGE_SIZE : undefined),
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/users/me/activity/',
        params: { limit: ACTIVITY_PAGE_SIZE, offset: pageParam, ...(queryArg ? { activity_type: queryArg } : {}) },
      }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Activity', id: LIST_ID }],
    }),
    /**
     * `GET /api/music/{type}s/{key}/`: the item an activity names, for what the activity leaves out
     * (a track's stem and version counts, a collection's disc number). A sampler is keyed by its
     * disc number, the others by id.
     */
    getActivityItem: build.query<TrackDto | CollectionDto, { type: 'track' | 'album' | 'playlist' | 'sampler'; key: string }>({
      query: ({ type, key }) => `/music/${type}s/${encodeURIComponent(key)}/`,
    }),
  }),
});

export const { useGetActivityInfiniteQuery, useGetActivityItemQuery } = activityApi;
