import { shallowEqual } from 'react-redux';
import { selectCanGoNext, selectCanGoPrevious, selectDuration, selectPlayer } from '@/features/player';
import { useAppSelector } from '@/shared/redux';

/** What the player bar shows, in one subscription. */
export function usePlayerBarState() {
  return useAppSelector((state) => {
    const player = selectPlayer(state);
    return {
      track: player.track,
      show: player.show_player && player.track != null,
      description: player.description,
      isPlaying: player.isPlaying,
      canPlay: player.canPlay,
      error: player.error,
      currentTime: player.currentTime,
      currentPercent: player.currentPercent,
      duration: selectDuration(state),
      volume: player.volume,
      muted: player.muted,
      canGoNext: selectCanGoNext(state),
      canGoPrevious: selectCanGoPrevious(state),
    };
  }, shallowEqual);
}

export type PlayerBarState = ReturnType<typeof usePlayerBarState>;

/** The bar's error line: 'Error loading audio file for: "{title}"'. */
export function playerErrorText(title: string): string {
  return `Error loading audio file for: "${title}"`;
}
