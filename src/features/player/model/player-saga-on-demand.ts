import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import type * as PlayerSagaModule from './player-saga';
import { playTrack, type PlayTrackPayload } from './player-slice';

/**
 * Starts the player saga (audio engine, queue, media keys) with the first play, loading its code
 * then, so a first visit does not download it. The first play is replayed once the saga listens;
 * the reducer treats the repeat as the same selection (same track, same fraction).
 */
export function* playerSagaOnDemand(): SagaIterator<void> {
  const first = (yield take(playTrack.type)) as PayloadAction<PlayTrackPayload>;
  const { playerSaga } = (yield call(() => import('./player-saga'))) as typeof PlayerSagaModule;
  yield fork(playerSaga);
  yield put(first);
}
