import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionChanged } from '@/shared/api';
import { getSharedAudioEngine, getSharedReferenceEngine, type AudioEngine, type AudioEngineEvent } from '../lib/audio-engine';
import {
  setMediaMetadata,
  setMediaPlaybackState,
  setMediaPosition,
  subscribeMediaCommands,
  type MediaCommand,
} from '../lib/media-session';
import { subscribePlayerKeys, type PlayerKeyCommand } from '../lib/player-keys';
import { PLAYER_TABS_CHANNEL, pauseWhenAnotherTabPlays } from './player-tabs';
import { referenceDeckSaga, soundingElement, type PlayerElements } from './reference-deck';
import { playStateAction, PLAY_STATE_EVENTS } from './play-state-action';
import { referenceAbToggled } from './reference-ab-toggled';
import {
  audioFailed,
  audioMetadataLoaded,
  audioSeekApplied,
  mute,
  next,
  pause,
  play,
  playTrack,
  previous,
  resetPlayer,
  seek,
  seekToTurn,
  selectDuration,
  selectPlayer,
  setVolume,
  soundingChanged,
  toggleMute,
  togglePlay,
  unmute,
  type PlayerState,
  type PlayTrackPayload,
} from './player-slice';

/** Actions that stop playback and clear the queue (a change of person clears it too). */
const QUEUE_CLEARED = [resetPlayer.type, sessionChanged.type];

export interface PlayerSagaOptions {
  /** Media keys and the lock-screen controls (on by default; absent browsers are skipped). */
  mediaSession?: boolean;
  /** The page-wide keyboard shortcuts: Space, seeking, next/previous, A/B (on by default). */
  keyboard?: boolean;
  /**
   * Pausing when another tab of the app starts playing (on by default, over the browser's
   * BroadcastChannel; skipped where there is none). A test passes its own channel, or false.
   */
  otherTabs?: false | (() => BroadcastChannel);
  /** Makes the reference track's element (A/B), when first needed. */
  referenceEngine?: () => AudioEngine;
}

function browserTabsChannel(): false | (() => BroadcastChannel) {
  return typeof BroadcastChannel === 'undefined' ? false : () => new BroadcastChannel(PLAYER_TABS_CHANNEL);
}

function resolveUrl(url: string): string {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  } catch {
    return url;
  }
}

function* getPlayer(): SagaIterator<PlayerState> {
  return (yield select(selectPlayer)) as PlayerState;
}

/** Starts playback; a refused or interrupted play() leaves the state to the element's events. */
async function startPlayback(engine: AudioEngine): Promise<void> {
  try {
    await engine.play();
  } catch {
    // AbortError (a newer load replaced this one) or NotAllowedError (autoplay policy): the
    // element stays paused and the bar keeps showing the play button.
  }
}

/** Applies a pending seek (fraction or turn time) once the element knows the duration. */
function* applyPendingSeek(engine: AudioEngine): SagaIterator<void> {
  const { seek_to: seekTo, turn_to: turnTo } = yield* getPlayer();
  if (turnTo != null) engine.seek(turnTo);
  else if (seekTo != null && engine.duration > 0) engine.seek(seekTo * engine.duration);
  if (seekTo != null || turnTo != null) yield put(audioSeekApplied());
}

/** Select → stop, load, then seek to the requested fraction, then play. */
function* selectTrack(engine: AudioEngine, { payload }: PayloadAction<PlayTrackPayload>): SagaIterator<void> {
  const url = payload.track.audio_file?.url;
  setMediaMetadata(payload.track);
  if (!url) {
    engine.stop();
    yield put(audioFailed());
    return;
  }
  engine.load(resolveUrl(url));
  const { seek_to: seekTo } = yield* getPlayer();
  if (!seekTo) {
    // Start at once; nothing to seek to.
    yield put(audioSeekApplied());
    yield call(startPlayback, engine);
    return;
  }
  if (!(yield* whenMetadata(engine))) return;
  yield* applyPendingSeek(engine);
  yield call(startPlayback, engine);
}

function* playQueueIndex(index: number): SagaIterator<void> {
  const { queue } = yield* getPlayer();
  const entry = queue[index];
  if (entry) yield put(playTrack({ track: entry.track, key: entry.key, fraction: 0 }));
}

function* goNext(): SagaIterator<boolean> {
  const { now_playing_index: index, queue } = yield* getPlayer();
  if (index < 0 || index >= queue.length - 1) return false;
  yield* playQueueIndex(index + 1);
  return true;
}

function* goPrevious(): SagaIterator<void> {
  const { now_playing_index: index } = yield* getPlayer();
  if (index > 0) yield* playQueueIndex(index - 1);
}

function* playOrResume(elements: PlayerElements): SagaIterator<void> {
  const engine = elements.track;
  const player = yield* getPlayer();
  if (player.sounding === 'reference' && elements.reference) {
    if (elements.reference.paused) yield call(startPlayback, elements.reference);
    return;
  }
  if (!player.track) return;
  const url = player.track.audio_file?.url ? resolveUrl(player.track.audio_file.url) : '';
  if (player.error || engine.src !== url) {
    // Retry a failed file, or reload after a reset of the element.
    yield put(playTrack({ track: player.track, key: player.now_playing_key ?? undefined, fraction: player.currentPercent / 100 }));
    return;
  }
  if (engine.paused) yield call(startPlayback, engine);
}

function* toggle(elements: PlayerElements): SagaIterator<void> {
  const player = yield* getPlayer();
  const engine = yield* soundingElement(elements);
  if (player.sounding === 'reference') {
    if (engine.paused) yield call(startPlayback, engine);
    else engine.pause();
    return;
  }
  if (!player.track) return;
  if (!player.error && !engine.paused) engine.pause();
  else yield* playOrResume(elements);
}

function pauseAll(elements: PlayerElements): void {
  elements.track.pause();
  elements.reference?.pause();
}

/** Waits until the element knows the duration of the current source; false when it failed or was replaced. */
function* whenMetadata(engine: AudioEngine): SagaIterator<boolean> {
  if (engine.hasMetadata) return true;
  const outcome = (yield race({
    loaded: take(audioMetadataLoaded.type),
    failed: take(audioFailed.type),
    replaced: take([playTrack.type, ...QUEUE_CLEARED]),
  })) as { loaded?: unknown };
  return outcome.loaded != null;
}

function* applySeek(elements: PlayerElements): SagaIterator<void> {
  const player = yield* getPlayer();
  if (player.sounding === 'reference' && elements.reference) {
    // The position is the track's (the same playback time on both): the reference goes there too.
    const reference = elements.reference;
    const seconds = (player.seek_to ?? 0) * (player.duration > 0 ? player.duration : reference.duration);
    if (Number.isFinite(seconds)) reference.seek(seconds >= reference.duration ? 0 : seconds);
    yield put(audioSeekApplied());
    return;
  }
  const engine = elements.track;
  if (!(yield* whenMetadata(engine))) return;
  yield* applyPendingSeek(engine);
}

function* applyTurn(elements: PlayerElements): SagaIterator<void> {
  const engine = elements.track;
  if ((yield* getPlayer()).sounding === 'reference') {
    // Turns are the track's: the player goes back to it.
    elements.reference?.pause();
    yield put(soundingChanged('track'));
  }
  if (!(yield* whenMetadata(engine))) return;
  yield* applyPendingSeek(engine);
  if (engine.paused) yield call(startPlayback, engine);
}

function* applyVolume(elements: PlayerElements): SagaIterator<void> {
  const { volume, muted } = yield* getPlayer();
  for (const engine of [elements.track, elements.reference]) {
    engine?.setVolume(volume);
    engine?.setMuted(muted);
  }
}

function* onEnded(engine: AudioEngine): SagaIterator<void> {
  const advanced = yield* goNext();
  if (!advanced) {
    // End of the queue: rewind and stay paused.
    engine.seek(0);
  }
}

/** Turns the element's reports into actions, dropping reports about an older source. */
function* watchEngine(engine: AudioEngine, channel: EventChannel<AudioEngineEvent>): SagaIterator<void> {
  try {
    while (true) {
      const event = (yield take(channel)) as AudioEngineEvent;
      if (event.src !== engine.src) continue;
      // While the reference is heard, the track's element is silent: its play reports are not the player's.
      if (PLAY_STATE_EVENTS.has(event.type) && (yield* getPlayer()).sounding === 'reference') continue;
      const action = playStateAction(event, 'track');
      if (action) yield put(action);
      switch (event.type) {
        case 'loadedmetadata':
          yield put(audioMetadataLoaded({ duration: event.duration }));
          setMediaPosition(engine.currentTime, event.duration);
          break;
        case 'playing':
          setMediaPlaybackState('playing');
          break;
        case 'pause':
          setMediaPlaybackState('paused');
          break;
        case 'timeupdate':
          setMediaPosition(event.currentTime, event.duration);
          break;
        case 'ended':
          yield fork(onEnded, engine);
          break;
        case 'error':
          yield put(audioFailed());
          setMediaPlaybackState('none');
          break;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

function* watchMediaKeys(engine: AudioEngine): SagaIterator<void> {
  const channel = eventChannel<MediaCommand>((emit) => subscribeMediaCommands(emit));
  try {
    while (true) {
      const command = (yield take(channel)) as MediaCommand;
      if (command.type === 'play') yield put(play());
      else if (command.type === 'pause') yield put(pause());
      else if (command.type === 'previoustrack') yield put(previous());
      else if (command.type === 'nexttrack') yield put(next());
      else if (command.type === 'seekto' && engine.duration > 0) yield put(seek(command.time / engine.duration));
    }
  } finally {
    channel.close();
  }
}

/** Runs a player shortcut: seeking by seconds goes from where the playhead is now. */
function* runKeyCommand(command: PlayerKeyCommand): SagaIterator<void> {
  switch (command.type) {
    case 'toggle':
      yield put(togglePlay());
      break;
    case 'seek-by': {
      const { currentTime } = yield* getPlayer();
      const duration = (yield select(selectDuration)) as number;
      if (duration > 0) yield put(seek((currentTime + command.seconds) / duration));
      break;
    }
    case 'seek-to':
      yield put(seek(command.fraction));
      break;
    case 'next':
      yield put(next());
      break;
    case 'previous':
      yield put(previous());
      break;
    case 'ab':
      yield put(referenceAbToggled());
      break;
  }
}

function* watchPlayerKeys(): SagaIterator<void> {
  const enabled = { current: false };
  const channel = eventChannel<PlayerKeyCommand>((emit) =>
    subscribePlayerKeys(
      (command) => emit(command),
      () => enabled.current,
    ),
  );
  yield fork(function* trackSelection(): SagaIterator<void> {
    while (true) {
      yield take([playTrack.type, ...QUEUE_CLEARED]);
      enabled.current = (yield* getPlayer()).track != null;
    }
  });
  try {
    while (true) {
      const command = (yield take(channel)) as PlayerKeyCommand;
      yield* runKeyCommand(command);
    }
  } finally {
    channel.close();
  }
}

/**
 * The player saga, over an audio engine (the real one in the app, a fake one in tests).
 */
export function createPlayerSaga(getEngine: () => AudioEngine = getSharedAudioEngine, options: PlayerSagaOptions = {}) {
  return function* playerSaga(): SagaIterator<void> {
    const engine = getEngine();
    const elements: PlayerElements = { track: engine, reference: null };
    const channel = eventChannel<AudioEngineEvent>((emit) => engine.subscribe(emit));
    yield fork(watchEngine, engine, channel);
    if (options.mediaSession !== false) yield fork(watchMediaKeys, engine);
    if (options.keyboard !== false) yield fork(watchPlayerKeys);
    const otherTabs = options.otherTabs ?? browserTabsChannel();
    if (otherTabs) yield fork(pauseWhenAnotherTabPlays, () => pauseAll(elements), otherTabs());
    yield* applyVolume(elements);
    yield fork(referenceDeckSaga, elements, options.referenceEngine ?? getSharedReferenceEngine);

    yield takeLatest(playTrack.type, selectTrack, engine);
    yield takeEvery(togglePlay.type, toggle, elements);
    yield takeEvery(play.type, playOrResume, elements);
    yield takeEvery(pause.type, pauseAll, elements);
    yield takeLatest(next.type, goNext);
    yield takeLatest(previous.type, goPrevious);
    yield takeLatest(seek.type, applySeek, elements);
    yield takeLatest(seekToTurn.type, applyTurn, elements);
    yield takeEvery([setVolume.type, mute.type, unmute.type, toggleMute.type], applyVolume, elements);
    yield takeEvery(QUEUE_CLEARED, () => {
      engine.stop();
      elements.reference?.pause();
      setMediaMetadata(null);
      setMediaPlaybackState('none');
    });
  };
}

/** The app's player saga (registered in app/redux/root-saga.ts). */
export const playerSaga = createPlayerSaga();
