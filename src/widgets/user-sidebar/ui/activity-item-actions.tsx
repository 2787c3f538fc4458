import { useCallback, useState } from 'react';
import type { ActivityItemDto } from '@/shared/api';
import { useActivityItemRef } from '../model/use-activity-item-ref';
import { ItemActionsMenu } from '@/features/track-actions';

/**
 * The more-options menu of one MY ACTIVITY row: the item's actions, like any item menu. An activity
 * carries only the item's id, so opening the menu reads its details (a track's stems, a
 * collection's disc number); until a track's answer arrives its stem option waits, disabled.
 */
export function ActivityItemActions({ activity }: { activity: ActivityItemDto }) {
  const [opened, setOpened] = useState(false);
  const { item, stemsKnown } = useActivityItemRef(activity, opened);
  const onOpenChange = useCallback((open: boolean) => {
    if (open) setOpened(true);
  }, []);
  return <ItemActionsMenu item={item} stemsPending={!stemsKnown} onOpenChange={onOpenChange} />;
}
