import { eventChannel, type SagaIterator } from 'redux-saga';
import { take, takeEvery } from 'redux-saga/effects';
import { audioEnded, audioFailed, audioPaused, audioPlaying } from './player-slice';

/** The channel the app's tabs in one browser share to tell each other that one started playing. */
export const PLAYER_TABS_CHANNEL = 'cuebox:player';

/**
 * This page among the app's tabs. Its messages are its own even when another store of the same
 * page hears them (a story shown earlier in Storybook, which shares this page's audio element).
 */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What a tab posts when its audio starts playing (not when it goes on after buffering). */
export interface StartedPlayingMessage {
  startedPlaying: string;
}

function isAnotherTabPlaying(data: unknown): boolean {
  const tab = (data as Partial<StartedPlayingMessage> | null)?.startedPlaying;
  return typeof tab === 'string' && tab !== THIS_TAB;
}

/**
 * One tab plays at a time: when this tab starts (or resumes after a pause) playing, a tab of the
 * app that was playing pauses, keeping its track, queue and position. Two tracks over each other are of no use
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
    // Whether this tab's audio has been sounding since its last claim. Such a tab does not claim
    // again when its audio goes on after buffering (or with the next track): every other tab paused
    // at its claim, and one that started since has paused it. Claiming on every `playing` paused the
    // track a person had just started in another tab, when this one came out of a stall meanwhile.
    let sounding = false;
    yield takeEvery(audioPlaying.type, () => {
      if (!sounding) channel.postMessage(message);
      sounding = true;
    });
    yield takeEvery([audioPaused.type, audioEnded.type, audioFailed.type], () => {
      sounding = false;
    });
    for (;;) {
      yield take(anotherTabPlays);
      pauseThisTab();
    }
  } finally {
    anotherTabPlays.close();
    channel.close();
  }
}
