import { useCallback, useMemo, useState } from 'react';
import type { ActivityItemDto } from '@/shared/api';
import { useGetActivityInfiniteQuery, type ActivityFilter } from '@/entities/activity';

export const ACTIVITY_FILTERS: readonly { value: ActivityFilter; label: string }[] = [
  { value: null, label: 'Recent Activity' },
  { value: 'download', label: 'Music Downloads' },
  { value: 'cuesheet', label: 'Cue Sheet Downloads' },
  { value: 'share', label: 'Shares Activity' },
];

const EMPTY: ActivityItemDto[] = [];

/**
 * MY ACTIVITY's state: the filter and its pages. A filter change, to a new filter or back to one
 * seen before, shows the loading state and then page 1 only: `currentData` belongs to the current
 * filter only, and a filter's pages are dropped once it is left (the endpoint keeps no unused
 * data), so a revisited filter has none to show while its first page loads.
 */
export function useActivityFeed() {
  const [filter, setFilterState] = useState<ActivityFilter>(null);
  const query = useGetActivityInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { currentData, hasNextPage, isFetching, isFetchingNextPage, isError, isFetchNextPageError, fetchNextPage, refetch } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.results) ?? EMPTY, [currentData]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);

  // The page that failed is the one asked for again: a next page that failed is fetched again
  // (the pages shown stay), a first page that failed is refetched.
  const retry = useCallback(() => (isFetchNextPageError ? fetchNextPage() : refetch()), [fetchNextPage, isFetchNextPageError, refetch]);

  return {
    filter,
    setFilter: setFilterState,
    items,
    /** The first page of this filter is on its way (nothing to show yet). */
    isLoading: !currentData && isFetching,
    isLoadingMore: isFetchingNextPage,
    hasMore: Boolean(currentData && hasNextPage),
    isError: isError && !isFetching,
    loadMore,
    retry,
  };
}
