import type { Track } from '@/entities/track';
import type { ItemRef } from '@/shared/api';
import { ITEM_MENU_CLOSE_DELAY_MS } from '@/shared/config';
import { Menu, type MenuItem } from '@/shared/ui/menu';
import { ITEM_ACTION_LABELS, useItemActions, type ItemActionKey } from '../model/use-item-actions';

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
  /**
   * Whether the item's stems are still being looked up (an item known by reference): the stem
   * option is then a disabled "Checking stems..." rather than a "Request Stems" that may be wrong.
   */
  stemsPending?: boolean;
  /** Told when the menu opens or closes (an owner can read the item's details on opening). */
  onOpenChange?: (open: boolean) => void;
}

const STEM_KEYS: readonly ItemActionKey[] = ['download_stems', 'request_stems'];
const STEMS_PENDING: MenuItem = { key: 'stems_pending', label: ITEM_ACTION_LABELS.stems_pending, disabled: true, onSelect: () => {} };

/**
 * The "…" more-options menu of an item: toggles on click, closes 750 ms after the pointer
 * leaves and when an option is chosen.
 */
export function ItemActionsMenu({ item, track, extraItems = [], label, align = 'right', className, stemsPending = false, onOpenChange }: ItemActionsMenuProps) {
  const itemActions = useItemActions(item, track);
  const actions = stemsPending ? itemActions.map((action) => (STEM_KEYS.includes(action.key) ? STEMS_PENDING : action)) : itemActions;
  return (
    <Menu
      label={label ?? `More options for ${item.title}`}
      menuLabel={`Options for ${item.title}`}
      items={extraItems.length ? [...actions, ...extraItems] : actions}
      closeDelayMs={ITEM_MENU_CLOSE_DELAY_MS}
      align={align}
      className={className}
      onOpenChange={onOpenChange}
    />
  );
}
