export { ActivityFeed, type ActivityFeedProps } from './ui/activity-feed';
export { ACTIVITY_FILTERS } from './model/use-activity-feed';
