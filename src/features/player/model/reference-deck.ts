import { createAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, delay, put, race, select, spawn, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { referenceCleared, referenceLoaded, selectReferenceTrack, type ReferenceTrack } from '@/entities/reference-track';
import { switchElements } from '../lib/ab-switch';
import type { AudioEngine, AudioEngineEvent } from '../lib/audio-engine';
import {
  audioMetadataLoaded,
  audioPaused,
  audioPlaying,
  audioTimeUpdated,
  playTrack,
  referencePlayToggled,
  selectPlayer,
  soundingChanged,
  type PlayerState,
  type Sounding,
} from './player-slice';
import { playStateAction } from './play-state-action';
import { referenceAbToggled } from './reference-ab-toggled';

/**
 * The reference track in the player (A/B): its own element, created when first heard, and the
 * switches between it and the selected track. The player's play state and position describe
 * whichever is sounding; the other element is silent (paused, or starting muted for a switch).
 */

/** The reference element knows its length (internal: only this saga dispatches it). */
const referenceElementReady = createAction('player/referenceElementReady');
/** The reference element could not play the file (internal). */
const referenceElementFailed = createAction('player/referenceElementFailed');

/** Longest wait for the reference element to read a file already in memory. */
const READY_TIMEOUT_MS = 5000;

export interface PlayerElements {
  track: AudioEngine;
  /** The reference's element, or null until it is first needed. */
  reference: AudioEngine | null;
}

function* getPlayer(): SagaIterator<PlayerState> {
  return (yield select(selectPlayer)) as PlayerState;
}

function* getReference(): SagaIterator<ReferenceTrack | null> {
  return (yield select(selectReferenceTrack)) as ReferenceTrack | null;
}

/** The element that is heard now. */
export function* soundingElement(elements: PlayerElements): SagaIterator<AudioEngine> {
  const { sounding } = yield* getPlayer();
  return sounding === 'reference' && elements.reference ? elements.reference : elements.track;
}

/** Reports of the reference element, passed on while it is the one heard. */
function* watchReferenceElement(element: AudioEngine, channel: EventChannel<AudioEngineEvent>): SagaIterator<void> {
  try {
    while (true) {
      const event = (yield take(channel)) as AudioEngineEvent;
      if (event.src !== element.src) continue;
      if (event.type === 'loadedmetadata') yield put(referenceElementReady());
      if (event.type === 'error') yield put(referenceElementFailed());
      const { sounding } = yield* getPlayer();
      if (sounding !== 'reference') continue;
      const action = playStateAction(event, 'reference');
      if (action) yield put(action);
      if (event.type === 'error') {
        // A file the browser analysed but its player cannot play: back to the track, silent.
        element.stop();
        yield put(soundingChanged('track'));
        yield put(audioPaused());
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/** The reference element, created (and listened to) the first time; loaded with `reference`'s file. */
function* referenceElement(elements: PlayerElements, create: () => AudioEngine, reference: ReferenceTrack): SagaIterator<AudioEngine> {
  if (!elements.reference) {
    const element = create();
    elements.reference = element;
    const channel = eventChannel<AudioEngineEvent>((emit) => element.subscribe(emit));
    // Detached: it listens for the element's whole life (the page's), not for the press that created it.
    yield spawn(watchReferenceElement, element, channel);
    const { volume, muted } = yield* getPlayer();
    element.setVolume(volume);
    element.setMuted(muted);
  }
  const element = elements.reference;
  if (element.src !== reference.url) element.load(reference.url);
  return element;
}

/** Waits until the element knows the file's length; false when it failed or took too long. */
function* whenReady(element: AudioEngine): SagaIterator<boolean> {
  if (element.hasMetadata) return true;
  const outcome = (yield race({
    ready: take(referenceElementReady.type),
    failed: take(referenceElementFailed.type),
    timeout: delay(READY_TIMEOUT_MS),
  })) as { ready?: unknown };
  return outcome.ready != null && element.hasMetadata;
}

/**
 * Hear `target` instead of what sounds now, from the same playback time. `play` starts it even
 * when the player was paused (the reference's own play button).
 */
function* switchTo(elements: PlayerElements, create: () => AudioEngine, target: Sounding, play = false): SagaIterator<void> {
  const player = yield* getPlayer();
  const reference = yield* getReference();
  if (!reference || player.sounding === target) return;
  const element = yield* referenceElement(elements, create, reference);
  if (!(yield* whenReady(element))) return;
  const from = target === 'reference' ? elements.track : element;
  const to = target === 'reference' ? element : elements.track;
  const playing = play || (player.isPlaying && !from.paused);
  const switched = (yield call(switchElements, from, to, { playing, muted: player.muted })) as boolean;
  if (!switched) return;
  yield put(soundingChanged(target));
  yield put(audioTimeUpdated({ currentTime: to.currentTime }));
  yield put(playing ? audioPlaying() : audioPaused());
}

function* abToggled(elements: PlayerElements, create: () => AudioEngine): SagaIterator<void> {
  const player = yield* getPlayer();
  // A/B compares the reference with a track: with no track there is nothing to switch to.
  if (!player.track) return;
  yield* switchTo(elements, create, player.sounding === 'reference' ? 'track' : 'reference');
}

function* playToggled(elements: PlayerElements, create: () => AudioEngine): SagaIterator<void> {
  const player = yield* getPlayer();
  const reference = yield* getReference();
  if (!reference) return;
  if (player.sounding === 'reference' && elements.reference) {
    if (elements.reference.paused) yield call(startPlayback, elements.reference);
    else elements.reference.pause();
    return;
  }
  if (player.track && !elements.track.paused) {
    yield* switchTo(elements, create, 'reference', true);
    return;
  }
  // Nothing playing: the reference plays on its own (from where a paused track stands, if any).
  const element = yield* referenceElement(elements, create, reference);
  if (!(yield* whenReady(element))) return;
  if (player.track) element.seek(elements.track.currentTime >= element.duration ? 0 : elements.track.currentTime);
  yield put(soundingChanged('reference'));
  // Alone, the reference's length is the player's length (the seek bar runs over it).
  if (!player.track) yield put(audioMetadataLoaded({ duration: element.duration }));
  yield call(startPlayback, element);
}

async function startPlayback(element: AudioEngine): Promise<void> {
  try {
    await element.play();
  } catch {
    // Refused (autoplay policy) or interrupted: the element's own events keep the state right.
  }
}

/** The reference was removed or replaced: its element lets go of the file; the track is what the player is on. */
function* referenceChanged(elements: PlayerElements): SagaIterator<void> {
  elements.reference?.stop();
  const { sounding } = yield* getPlayer();
  if (sounding === 'reference') {
    yield put(soundingChanged('track'));
    yield put(audioPaused());
  }
}

/** Selecting a track silences the reference. */
function trackSelected(elements: PlayerElements): void {
  elements.reference?.pause();
}

/** The A/B part of the player saga; `create` makes the reference's element when first needed. */
export function* referenceDeckSaga(elements: PlayerElements, create: () => AudioEngine): SagaIterator<void> {
  // A press while a switch is under way is dropped: switches never overlap.
  yield takeLeading(referenceAbToggled.type, abToggled, elements, create);
  yield takeLeading(referencePlayToggled.type, playToggled, elements, create);
  yield takeEvery([referenceCleared.type, referenceLoaded.type], referenceChanged, elements);
  yield takeEvery(playTrack.type, trackSelected, elements);
}
