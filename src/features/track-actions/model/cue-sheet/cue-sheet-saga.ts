import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { errorMessage, type CuesheetDto, type ItemRef } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { saveText } from '@/shared/lib/save-file';
import { cueSheetApi } from './cue-sheet-api';
import { cueSheetFileName } from './cue-sheet-file-name';
import { cueSheetRequested, settleCueSheetRequest } from './cue-sheet-requests';

export const CUESHEET_SUCCESS_MS = 3000;
export const CUESHEET_FAILURE_MS = 5000;
export const CUESHEET_DEFAULT_ERROR = 'Failed to fetch cuesheet.';

interface MutationPromise {
  unwrap(): Promise<CuesheetDto>;
  reset(): void;
}

/**
 * One cue sheet: a loading toast, the call, then the CSV saved as
 * "4EM {Type} - {title} (Cuesheet).csv" and "Cuesheet downloaded!", or "Error: {message}".
 * The caller's promise resolves true on success, false on failure.
 */
export function* downloadCueSheet(item: ItemRef, requestId: string): SagaIterator<boolean> {
  const key = `cuesheet-${requestId}`;
  yield call(notify.show, `Generating cuesheet for ${item.type}...`, { key, autoHideDuration: null });
  const promise = (yield put(cueSheetApi.endpoints.fetchCueSheet.initiate(item) as never)) as unknown as MutationPromise;
  let ok = false;
  try {
    const answer = (yield call([promise, promise.unwrap])) as CuesheetDto;
    yield call(saveText, answer.csv, cueSheetFileName(item.type, item.title));
    yield call(notify.update, key, 'Cuesheet downloaded!', { variant: 'success', autoHideDuration: CUESHEET_SUCCESS_MS });
    // Tracks left out for PRO restrictions, or an empty item: the server says so.
    if (answer.message) yield call(notify.show, answer.message, { variant: 'info' });
    ok = true;
  } catch (error) {
    yield call(notify.update, key, `Error: ${errorMessage(error, CUESHEET_DEFAULT_ERROR)}`, {
      variant: 'error',
      autoHideDuration: CUESHEET_FAILURE_MS,
    });
  } finally {
    promise.reset();
    settleCueSheetRequest(requestId, ok);
  }
  return ok;
}

function* onRequested(action: PayloadAction<{ item: ItemRef; requestId: string }>): SagaIterator<void> {
  yield call(downloadCueSheet, action.payload.item, action.payload.requestId);
}

export function* cueSheetSaga(): SagaIterator<void> {
  yield takeEvery(cueSheetRequested.type, onRequested);
}
