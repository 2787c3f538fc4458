import { useNavigate } from 'react-router-dom';
import type { ActivityItemDto, ItemRef } from '@/shared/api';
import { ITEM_MENU_CLOSE_DELAY_MS } from '@/shared/config';
import { usePopup } from '@/shared/lib/popup';
import { Menu } from '@/shared/ui/menu';
import { activityItemRef } from '@/entities/activity';
import { ActivityFeed } from '@/features/activity-feed';

/** Where "Go to" leads: a track on the tracks search, a project's page, else the item's own page. */
function itemHref(item: ItemRef): string | null {
  if (item.type === 'track') return `/search?type=tracks&show_tracks=${item.id}`;
  if (item.type === 'project') return `/project/${item.id}`;
  return item.web_url ?? null;
}

const GO_TO_LABEL: Record<string, string> = {
  track: 'Go to track', stem: 'Go to stem', album: 'Go to album', playlist: 'Go to playlist', sampler: 'Go to sampler', project: 'Go to project',
};

/**
 * The more menu of an activity. Interim: share and "Go to"; the item actions menu of
 * features/track-actions takes its place once it lands.
 */
function ActivityItemMenu({ activity }: { activity: ActivityItemDto }) {
  const { open } = usePopup();
  const navigate = useNavigate();
  const item = activityItemRef(activity);
  const href = itemHref(item);
  return (
    <Menu
      label={`More options for ${item.title}`}
      align="right"
      closeDelayMs={ITEM_MENU_CLOSE_DELAY_MS}
      items={[
        { key: 'share', label: 'Share', onSelect: () => void open('share', { props: { item } }) },
        ...(href ? [{ key: 'go', label: GO_TO_LABEL[item.type] ?? 'Go to item', onSelect: () => void navigate(href) }] : []),
      ]}
    />
  );
}

const renderActions = (activity: ActivityItemDto) => <ActivityItemMenu activity={activity} />;

/** MY ACTIVITY in the sidebar. */
export function ActivityArea() {
  return <ActivityFeed renderActions={renderActions} />;
}
