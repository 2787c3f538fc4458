export { activityApi, useGetActivityInfiniteQuery, useGetActivityItemQuery, ACTIVITY_FAILED, type ActivityFilter } from './api/activity-api';
export { relativeTime } from './lib/relative-time';
export { activityLabel, activityCaption, activityItemRef } from './lib/activity-item';
export { ActivityRow, type ActivityRowProps } from './ui/activity-row';
