import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga, SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { sessionSaga } from '@/features/auth';
import type * as DownloadItem from '@/features/download-item';
import type * as CueSheetPage from '@/pages/cue-sheet';
import type * as SessionAcrossTabs from '@/features/session-across-tabs';
import { playerSagaOnDemand } from '@/features/player';
import { afterFirstPaint } from '@/shared/lib/after-first-paint';
import type * as TrackActions from '@/features/track-actions';

/**
 * `downloadPopupOpened`'s type, spelled here so the download feature is only imported (lazily)
 * when its popup first opens: a static import of its slice would pull the popup body into the
 * initial bundle (download-popup.test.tsx checks the two spellings agree).
 */
export const DOWNLOAD_POPUP_OPENED = 'download/popupOpened';

/** Loads and starts the download saga with the first download popup, then replays that opening. */
export function* downloadSagaOnFirstPopup(): SagaIterator<void> {
  const first = (yield take(DOWNLOAD_POPUP_OPENED)) as PayloadAction<unknown>;
  const { downloadSaga } = (yield call(() => import('@/features/download-item'))) as typeof DownloadItem;
  yield fork(downloadSaga);
  yield put(first);
}

/** `cueSheetRequested`'s type (root-saga.test.ts checks it): the cue sheet saga loads with the first request. */
export const CUE_SHEET_REQUESTED = 'cueSheet/requested';

export function* cueSheetSagaOnFirstRequest(): SagaIterator<void> {
  const first = (yield take(CUE_SHEET_REQUESTED)) as PayloadAction<unknown>;
  const { cueSheetSaga } = (yield call(() => import('@/features/track-actions'))) as typeof TrackActions;
  yield fork(cueSheetSaga);
  yield put(first);
}

/** `editFilesChosen`'s type (root-saga.test.ts checks it): the edit's saga loads with the first edit. */
export const EDIT_FILES_CHOSEN = 'editCueSheet/editFilesChosen';

export function* editCueSheetSagaOnFirstEdit(): SagaIterator<void> {
  const first = (yield take(EDIT_FILES_CHOSEN)) as PayloadAction<unknown>;
  const { editCueSheetSaga } = (yield call(() => import('@/pages/cue-sheet'))) as typeof CueSheetPage;
  yield fork(editCueSheetSaga);
  yield put(first);
}

/**
 * Follows the session of the app's other tabs (the browser app's store only), its code loaded once
 * the page has painted: it is not needed to draw the page, and a change made elsewhere meanwhile
 * is in the session this page asks the server for as it opens.
 */
export function* sessionAcrossTabsAfterFirstPaint(): SagaIterator<void> {
  yield call(afterFirstPaint);
  const { sessionAcrossTabs } = (yield call(() => import('@/features/session-across-tabs'))) as typeof SessionAcrossTabs;
  yield call(sessionAcrossTabs);
}

/**
 * The long flows of the app, each owned by its slice, started by the app's store: the session's
 * reactions (current user, per-user caches, an ended session), the player queue, the download
 * check (loaded with the first download popup), cue sheets and the cue sheet from an edit.
 */
export const appSagas: Saga[] = [sessionSaga, playerSagaOnDemand, downloadSagaOnFirstPopup, cueSheetSagaOnFirstRequest, editCueSheetSagaOnFirstEdit];
