import { eventChannel, type SagaIterator } from 'redux-saga';
import { take, takeEvery } from 'redux-saga/effects';
import { audioPlaying } from './player-slice';

/** The channel the app's tabs in one browser share to tell each other that one started playing. */
export const PLAYER_TABS_CHANNEL = 'cuebox:player';

/**
 * This page among the app's tabs. Its messages are its own even when another store of the same
 * page hears them (a story shown earlier in Storybook, which shares this page's audio element).
 */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What a tab posts when its audio starts or resumes playing. */
export interface StartedPlayingMessage {
  startedPlaying: string;
}

function isAnotherTabPlaying(data: unknown): boolean {
  const tab = (data as Partial<StartedPlayingMessage> | null)?.startedPlaying;
  return typeof tab === 'string' && tab !== THIS_TAB;
}

/**
 * One tab plays at a time: when this tab starts (or resumes) playing, a tab of the app that was
 * playing pauses, keeping its track, queue and position. Two tracks over each other are of no use
 * to someone auditioning music, and the other tab's audio is hard to find to stop it. Runs until
 * cancelled, then closes its channel.
 */
export function* pauseWhenAnotherTabPlays(pauseThisTab: () => void, channel: BroadcastChannel): SagaIterator<void> {
  const anotherTabPlays = eventChannel<true>((emit) => {
    const onMessage = (event: MessageEvent) => {
      if (isAnotherTabPlaying(event.data)) emit(true);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  });
  try {
    const message: StartedPlayingMessage = { startedPlaying: THIS_TAB };
    yield takeEvery(audioPlaying.type, () => channel.postMessage(message));
    for (;;) {
      yield take(anotherTabPlays);
      pauseThisTab();
    }
  } finally {
    anotherTabPlays.close();
    channel.close();
  }
}
