import { MoreIcon } from '@/features/player';
import { trackItemRef, useItemActions, type ItemAction, type ItemActionKey } from '@/features/track-actions';
import type { TrackDto } from '@/shared/api';
import { PLAYER_OPTIONS_CLOSE_DELAY_MS } from '@/shared/config';
import { Menu } from '@/shared/ui/menu';

const PLAYER_OPTION_KEYS: readonly ItemActionKey[] = ['add', 'download', 'share', 'go_to_track'];

/** The player's options for the selected track: add to project, download, share, go to track. */
export function usePlayerOptions(track: TrackDto): ItemAction[] {
  return useItemActions(trackItemRef(track), track).filter((action) => PLAYER_OPTION_KEYS.includes(action.key));
}

/** The "more" button of the player bar and its options; closes 1 s after the pointer leaves. */
export function PlayerOptions({ track }: { track: TrackDto }) {
  const options = usePlayerOptions(track);
  return (
    <Menu
      label="Player options"
      items={options}
      closeDelayMs={PLAYER_OPTIONS_CLOSE_DELAY_MS}
      trigger={<MoreIcon size={18} />}
      triggerClassName="player-bar__icon"
      className="player-options"
    />
  );
}
