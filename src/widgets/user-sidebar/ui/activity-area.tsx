import type { ActivityItemDto } from '@/shared/api';
import { ActivityFeed } from '@/features/activity-feed';
import { ActivityItemActions } from './activity-item-actions';

const renderActions = (activity: ActivityItemDto) => <ActivityItemActions activity={activity} />;

/** MY ACTIVITY in the sidebar. */
export function ActivityArea() {
  return <ActivityFeed renderActions={renderActions} />;
}
