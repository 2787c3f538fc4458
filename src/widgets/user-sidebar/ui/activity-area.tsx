import type { ActivityItemDto } from '@/shared/api';
import { activityItemRef } from '@/entities/activity';
import { ActivityFeed } from '@/features/activity-feed';
import { ItemActionsMenu } from '@/features/track-actions';

const renderActions = (activity: ActivityItemDto) => <ItemActionsMenu item={activityItemRef(activity)} />;

/** MY ACTIVITY in the sidebar. */
export function ActivityArea() {
  return <ActivityFeed renderActions={renderActions} />;
}
