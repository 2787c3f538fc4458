import type { Track } from '@/entities/track';
import type { ItemRef } from '@/shared/api';
import { ITEM_MENU_CLOSE_DELAY_MS } from '@/shared/config';
import { Menu, type MenuItem } from '@/shared/ui/menu';
import { useItemActions } from '../model/use-item-actions';

export interface ItemActionsMenuProps {
  item: ItemRef;
  /** The track, version or stem of the row, when the item is one (stem option, find similar). */
  track?: Track;
  /** Options the owner adds after the item's own (a project's rename or delete). */
  extraItems?: MenuItem[];
  /** Accessible name of the trigger (default "More options for {title}"). */
  label?: string;
  align?: 'left' | 'right';
  className?: string;
}

/**
 * The "…" more-options menu of an item: toggles on click, closes 750 ms after the pointer
 * leaves and when an option is chosen.
 */
export function ItemActionsMenu({ item, track, extraItems = [], label, align = 'right', className }: ItemActionsMenuProps) {
  const actions = useItemActions(item, track);
  return (
    <Menu
      label={label ?? `More options for ${item.title}`}
      menuLabel={`Options for ${item.title}`}
      items={extraItems.length ? [...actions, ...extraItems] : actions}
      closeDelayMs={ITEM_MENU_CLOSE_DELAY_MS}
      align={align}
      className={className}
    />
  );
}
