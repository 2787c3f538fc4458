import { memo, type ReactNode } from 'react';
import type { ActivityItemDto } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { ACTIVITY_FAILED, ActivityRow, type ActivityFilter } from '@/entities/activity';
import { ACTIVITY_FILTERS, useActivityFeed } from '../model/use-activity-feed';
import { useNow } from '../model/use-now';
import { useSentinel } from '../model/use-sentinel';
import { useWindowedRows } from '@/shared/lib/windowed-rows';
import './activity-feed.css';

export interface ActivityFeedProps {
  /** The more menu of one item (the caller composes the item actions). */
  renderActions?: (item: ActivityItemDto) => ReactNode;
}

/** Every row has this height (the title is clamped to 2 lines), so the list can be windowed. */
export const ACTIVITY_ROW_HEIGHT_PX = 92;

/** One row; memoised with its menu, so appending a page renders only the new rows. */
const FeedRow = memo(function FeedRow({ item, now, renderActions }: { item: ActivityItemDto; now: number } & ActivityFeedProps) {
  return <ActivityRow item={item} now={now} actions={renderActions?.(item)} />;
});

const OPTIONS = ACTIVITY_FILTERS.map((option) => ({ value: option.value ?? '', label: option.label }));

/**
 * MY ACTIVITY: a filter and the user's downloads, cue sheet downloads and shares, newest first,
 * 20 at a time as the list scrolls to its end.
 */
export function ActivityFeed({ renderActions }: ActivityFeedProps) {
  const feed = useActivityFeed();
  const now = useNow();
  const sentinel = useSentinel(feed.loadMore, feed.items.length);
  const { attach: attachList, range } = useWindowedRows(feed.items.length, ACTIVITY_ROW_HEIGHT_PX);
  const { start, end } = range;

  return (
    <div className="activity-feed">
      <TextField
        label="Show"
        options={OPTIONS}
        value={feed.filter ?? ''}
        onChange={(event) => feed.setFilter((event.target.value || null) as ActivityFilter)}
      />
      {feed.isLoading ? (
        <p className="activity-feed__note" role="status">
          Loading activity...
        </p>
      ) : null}
      {!feed.isLoading && !feed.isError && feed.items.length === 0 ? <p className="activity-feed__note">No activity yet.</p> : null}
      {feed.items.length > 0 ? (
        <ul
          ref={attachList}
          className="activity-feed__list"
          aria-label="Activity"
          style={{ height: feed.items.length * ACTIVITY_ROW_HEIGHT_PX }}
        >
          {feed.items.slice(start, end).map((item, i) => (
            <li
              // A server built from the spec alone sends no activity id: a row is then its place.
              key={item.id ?? `at-${start + i}`}
              className="activity-feed__item"
              style={{ top: (start + i) * ACTIVITY_ROW_HEIGHT_PX, height: ACTIVITY_ROW_HEIGHT_PX }}
              aria-posinset={start + i + 1}
              aria-setsize={feed.items.length}
            >
              <FeedRow item={item} now={now} renderActions={renderActions} />
            </li>
          ))}
        </ul>
      ) : null}
      {feed.isError ? (
        <div className="activity-feed__error">
          <Alert>{ACTIVITY_FAILED}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void feed.retry()}>
            Try again
          </Button>
        </div>
      ) : null}
      {feed.hasMore && !feed.isError ? (
        <div ref={sentinel} className="activity-feed__more">
          {feed.isLoadingMore ? (
            <p className="activity-feed__note" role="status">
              Loading more...
            </p>
          ) : (
            <Button variant="ghost" size="sm" onClick={feed.loadMore}>
              Load more activity
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
