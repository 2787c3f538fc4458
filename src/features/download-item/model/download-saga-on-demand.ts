import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import type * as DownloadSagaModule from './download-saga';
import { downloadPopupOpened } from './download-intents';

/**
 * Starts the download saga when the download popup first opens, loading its code then (the
 * popup body is lazy too), and replays that opening once the saga listens.
 */
export function* downloadSagaOnDemand(): SagaIterator<void> {
  const first = (yield take(downloadPopupOpened.type)) as PayloadAction<unknown>;
  const { downloadSaga } = (yield call(() => import('./download-saga'))) as typeof DownloadSagaModule;
  yield fork(downloadSaga);
  yield put(first);
}
