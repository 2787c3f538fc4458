export { ActivityFeed, type ActivityFeedProps } from './ui/activity-feed';
export { ACTIVITY_FILTERS } from './model/use-activity-feed';
export { useActivityItemRef } from './model/use-activity-item-ref';
