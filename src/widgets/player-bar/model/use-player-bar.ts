import { shallowEqual } from 'react-redux';
import { selectReferenceTrack } from '@/entities/reference-track';
import { selectCanGoNext, selectCanGoPrevious, selectDuration, selectPlayer } from '@/features/player';
import { useAppSelector } from '@/shared/redux';

/** What the player bar shows, in one subscription. */
export function usePlayerBarState() {
  return useAppSelector((state) => {
    const player = selectPlayer(state);
    const reference = selectReferenceTrack(state);
    const hearingReference = player.sounding === 'reference' && reference != null;
    return {
      track: player.track,
      /** The reference track, while it is the one heard (A/B or its own play button). */
      reference: hearingReference ? reference : null,
      show: player.show_player && (player.track != null || hearingReference),
      description: player.description,
      isPlaying: player.isPlaying,
      canPlay: player.canPlay,
      error: player.error,
      currentTime: player.currentTime,
      currentPercent: player.currentPercent,
      duration: player.track || player.duration > 0 ? selectDuration(state) : (reference?.duration ?? 0),
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
