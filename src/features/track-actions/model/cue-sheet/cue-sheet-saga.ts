import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { errorMessage, type CuesheetDto, type ItemRef } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import type * as CueSheetLib from './cue-sheet-lib';
import { cueSheetRequested, settleCueSheetRequest } from './cue-sheet-requests';

export const CUESHEET_SUCCESS_MS = 3000;
export const CUESHEET_FAILURE_MS = 5000;
export const CUESHEET_DEFAULT_ERROR = 'Failed to fetch cuesheet.';

interface MutationPromise {
  unwrap(): Promise<CuesheetDto>;
  reset(): void;
}

type Lib = typeof CueSheetLib;
type LookupPromise = ReturnType<ReturnType<Lib['lookUpCollection']>>;
type LookupResult = Awaited<ReturnType<LookupPromise['unwrap']>>;

/**
 * The item with the key its cue sheet call needs. A collection's cue sheet is keyed by its disc
 * number, never by its id: one given without it (an activity entry) is looked up first (a
 * sampler's link already names it). A collection the server does not know fails the download.
 */
function* withCueSheetKey(item: ItemRef, lib: Lib): SagaIterator<ItemRef> {
  if (!lib.lacksDiscNumber(item)) return item;
  const fromLink = lib.discNumberFromLink(item);
  if (fromLink !== null) return { ...item, disc_number: fromLink };
  const lookup = (yield put(lib.lookUpCollection(item) as never)) as unknown as LookupPromise;
  const result = (yield call([lookup, lookup.unwrap])) as LookupResult;
  if (result.notFound) throw new Error(CUESHEET_DEFAULT_ERROR);
  return { ...item, disc_number: result.item.disc_number };
}

/**
 * One cue sheet: a loading toast, the call, then the CSV saved as
 * "4EM {Type} - {title} (Cuesheet).csv" and "Cuesheet downloaded!", or "Error: {message}".
 * The caller's promise resolves true on success, false on failure.
 */
export function* downloadCueSheet(item: ItemRef, requestId: string): SagaIterator<boolean> {
  const key = `cuesheet-${requestId}`;
  yield call(notify.show, `Generating cuesheet for ${item.type}...`, { key, autoHideDuration: null });
  const lib = (yield call(() => import('./cue-sheet-lib'))) as Lib;
  const { cueSheetApi, cueSheetFileName, saveText } = lib;
  let promise: MutationPromise | null = null;
  let ok = false;
  let failure = CUESHEET_DEFAULT_ERROR;
  try {
    const keyed = (yield call(withCueSheetKey, item, lib)) as ItemRef;
    promise = (yield put(cueSheetApi.endpoints.fetchCueSheet.initiate(keyed) as never)) as unknown as MutationPromise;
    const answer = (yield call([promise, promise.unwrap])) as CuesheetDto;
    yield call(saveText, answer.csv, cueSheetFileName(item.type, item.title));
    yield call(notify.update, key, 'Cuesheet downloaded!', { variant: 'success', autoHideDuration: CUESHEET_SUCCESS_MS });
    // Tracks left out for PRO restrictions, or an empty item: the server says so.
    if (answer.message) yield call(notify.show, answer.message, { variant: 'info' });
    ok = true;
  } catch (error) {
    failure = errorMessage(error, CUESHEET_DEFAULT_ERROR);
    yield call(notify.update, key, `Error: ${failure}`, {
      variant: 'error',
      autoHideDuration: CUESHEET_FAILURE_MS,
    });
  } finally {
    promise?.reset();
    settleCueSheetRequest(requestId, ok ? { ok: true } : { ok: false, message: failure });
  }
  return ok;
}

function* onRequested(action: PayloadAction<{ item: ItemRef; requestId: string }>): SagaIterator<void> {
  yield call(downloadCueSheet, action.payload.item, action.payload.requestId);
}

/** Every request runs on its own (several menus may ask at once). */
export function* cueSheetSaga(): SagaIterator<void> {
  for (;;) {
    const action = (yield take(cueSheetRequested.type)) as PayloadAction<{ item: ItemRef; requestId: string }>;
    yield fork(onRequested, action);
  }
}
