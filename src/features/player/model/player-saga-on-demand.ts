import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import type * as PlayerSagaModule from './player-saga';
import { playTrack, referencePlayToggled } from './player-slice';
import { referenceAbToggled } from './reference-ab-toggled';

/**
 * Starts the player saga (audio engine, queue, media keys) with the first play (of a track or of
 * the reference track), loading its code then, so a first visit does not download it. The first
 * request is replayed once the saga listens; the reducer treats a repeated selection as the same
 * one (same track, same fraction).
 */
export function* playerSagaOnDemand(): SagaIterator<void> {
  const first = (yield take([playTrack.type, referencePlayToggled.type, referenceAbToggled.type])) as Action;
  const { playerSaga } = (yield call(() => import('./player-saga'))) as typeof PlayerSagaModule;
  yield fork(playerSaga);
  yield put(first);
}
