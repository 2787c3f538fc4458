import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { selectCurrentUserAnswer, userApi } from '@/entities/user';
import type { DownloadCheckDto, DownloadDto, ItemRef } from '@/shared/api';
import { TOAST_AUTO_HIDE_MS } from '@/shared/config';
import { notify, type ToastAction } from '@/shared/lib/notify';
import { closePopup, selectCurrentPopup } from '@/shared/lib/popup';
import { openFileSink } from '@/shared/lib/save-file';
import { downloadApi, FILE_EXTENSION, type DownloadFailure, type DownloadRequest, type FileFormat } from '../api/download-api';
import { streamDownload, type StreamEvent } from '../lib/stream-download';
import {
  DOWNLOAD_COMPLETE_TOAST_MS,
  DOWNLOAD_FAILED_TOAST_MS,
  DOWNLOAD_LIMIT_MESSAGE,
  DOWNLOAD_UNREADABLE_ANSWER,
  downloadFailedMessage,
  downloadMessages,
  errorText,
  type DownloadError,
} from '../lib/download-messages';
import {
  downloadFileStarted,
  downloadFormatChosen,
  downloadOptionsChanged,
  downloadPopupClosed,
  downloadPopupOpened,
  type DownloadOptions,
} from './download-intents';
import {
  downloadChecked,
  downloadChecking,
  downloadFailed,
  downloadPopupReset,
  downloadStatusChanged,
  selectDownloadPopup,
} from './download-slice';

/**
 * The download flow. Opening the popup runs the check (nothing spent, format WAV) and lands in
 * exactly one state: limit reached, duplicate request, the user's preferred format (the download
 * starts at once) or the format choice. A track or stem file is then streamed with a progress
 * toast the user can cancel; anything with several files is prepared and e-mailed by the server.
 */

type MutationOutcome<T> = { data: T; error?: undefined } | { data?: undefined; error: DownloadFailure };

interface MutationPromise {
  unwrap(): Promise<unknown>;
  /** Mutations have reset; queries unsubscribe. */
  reset?(): void;
  unsubscribe?(): void;
}

/** Dispatches an RTK Query call (its `initiate(...)` thunk) from the saga and waits for its answer. */
function* runMutation(thunk: unknown): SagaIterator<MutationOutcome<unknown>> {
  const promise = (yield put(thunk as never)) as unknown as MutationPromise;
  try {
    const data = (yield call([promise, promise.unwrap])) as unknown;
    return { data };
  } catch (error) {
    return { error: error as DownloadFailure };
  } finally {
    promise.reset?.();
    promise.unsubscribe?.();
  }
}

/**
 * A failed call as the popup says it: the HTTP status, its text and the server's message; no
 * status when no answer came (RTK Query's FETCH_ERROR or TIMEOUT_ERROR), so the user reads what
 * happened, never an internal code.
 */
function describeFailure(failure: DownloadFailure): DownloadError {
  if (typeof failure.status === 'number') return { status: failure.status, statusText: failure.statusText, text: errorText(failure.data) };
  if (failure.status === 'PARSING_ERROR' && failure.originalStatus !== undefined) {
    return { status: failure.originalStatus, statusText: failure.statusText, text: DOWNLOAD_UNREADABLE_ANSWER };
  }
  return { status: null, statusText: '', text: '' };
}

function requestOf(item: ItemRef, options: DownloadOptions): Omit<DownloadRequest, 'format'> {
  return { type: item.type, id: item.id, ...options };
}

/** The user's saved format, or null for "ask every time"; reads the current-user cache (fetching it if empty). */
function* preferredFormat(): SagaIterator<FileFormat | null> {
  let me = (yield select(selectCurrentUserAnswer)) as ReturnType<typeof selectCurrentUserAnswer>;
  if (me === undefined) {
    const outcome = (yield call(runMutation, userApi.endpoints.getMe.initiate())) as MutationOutcome<ReturnType<typeof selectCurrentUserAnswer>>;
    me = outcome.data;
  }
  const format = me?.preferred_download_format;
  return format && format !== 'ask' ? format : null;
}

const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function* check(item: ItemRef, options: DownloadOptions, startPreferred: boolean): SagaIterator<void> {
  yield put(downloadChecking({ item, options }));
  const outcome = (yield call(runMutation, downloadApi.endpoints.checkDownload.initiate(requestOf(item, options)))) as MutationOutcome<DownloadCheckDto>;
  if (outcome.error) {
    yield put(downloadFailed(describeFailure(outcome.error)));
    return;
  }
  const answer = outcome.data;
  // The contract's 200 is a check or a download: counts an answer does not carry are unknown
  // (the popup leaves the allowance line out), never shown as "undefined downloads".
  const counts = { remaining: countOf(answer.remaining_downloads), requested: countOf(answer.requested_files) };
  if (answer.limitReached) {
    yield put(downloadChecked({ status: 'limit', ...counts }));
    return;
  }
  if (answer.duplicateRequest) {
    yield put(downloadChecked({ status: 'duplicate', ...counts }));
    return;
  }
  const preferred = startPreferred ? ((yield call(preferredFormat)) as FileFormat | null) : null;
  if (preferred) {
    // The user's saved format: no question (the format choice never shows), the download starts at once.
    yield put(downloadChecked({ status: 'starting', ...counts }));
    yield call(request, preferred, false, 'starting');
    return;
  }
  yield put(downloadChecked({ status: 'choose', ...counts }));
}

function* onOpened(action: PayloadAction<{ item: ItemRef; options: DownloadOptions }>): SagaIterator<void> {
  yield call(check, action.payload.item, action.payload.options, true);
}

function* onOptionsChanged(action: PayloadAction<DownloadOptions>): SagaIterator<void> {
  const { item } = (yield select(selectDownloadPopup)) as ReturnType<typeof selectDownloadPopup>;
  if (item) yield call(check, item, action.payload, false);
}

function* request(format: FileFormat, saveAsDefault: boolean, pending: 'requesting' | 'starting' = 'requesting'): SagaIterator<void> {
  const { item, options, remaining, requested } = (yield select(selectDownloadPopup)) as ReturnType<typeof selectDownloadPopup>;
  if (!item) return;
  yield put(downloadStatusChanged(pending));
  const outcome = (yield call(
    runMutation,
    downloadApi.endpoints.requestDownload.initiate({ ...requestOf(item, options), format, set_default_format: saveAsDefault }),
  )) as MutationOutcome<DownloadDto>;
  if (outcome.error) {
    const { status, data } = outcome.error;
    const body = (data && typeof data === 'object' ? data : {}) as Partial<DownloadCheckDto> & { message?: string };
    if (status === 403 && body.message === DOWNLOAD_LIMIT_MESSAGE) {
      yield put(downloadChecked({ status: 'limit', remaining: body.remaining_downloads ?? remaining, requested: body.requested_files ?? requested }));
    } else if (status === 429) {
      yield put(downloadChecked({ status: 'duplicate', remaining, requested }));
    } else {
      yield put(downloadFailed(describeFailure(outcome.error)));
    }
    return;
  }
  const answer = outcome.data;
  if (answer.download_url) {
    yield put(downloadStatusChanged('started'));
    // Its own watcher streams the file, so it keeps going after the popup closes or opens again.
    yield put(downloadFileStarted({ url: answer.download_url, filename: answer.download_filename || `${item.title}.${FILE_EXTENSION[format]}`, name: item.title }));
    // Only this download's popup closes: one the user opened while the answer was on its way stays.
    const current = (yield select(selectCurrentPopup)) as ReturnType<typeof selectCurrentPopup>;
    const stillOpen = ((yield select(selectDownloadPopup)) as ReturnType<typeof selectDownloadPopup>).item === item;
    if (current?.name === 'download' && stillOpen) yield put(closePopup());
  } else {
    yield put(downloadStatusChanged('preparing'));
  }
}

function* onFormatChosen(action: PayloadAction<{ format: FileFormat; saveAsDefault: boolean }>): SagaIterator<void> {
  yield call(request, action.payload.format, action.payload.saveAsDefault);
}

let downloadCounter = 0;

/** Streams one file with a progress toast (one toast, updated in place) into the file the user picks, or saves it at the end. */
export function* downloadFile(url: string, filename: string, name: string): SagaIterator<void> {
  const messages = downloadMessages(name);
  const key = `download-${(downloadCounter += 1)}`;
  const controller = new AbortController();
  const cancel: ToastAction = { label: 'Cancel', run: () => controller.abort() };
  yield call(notify.show, messages.starting, { key, autoHideDuration: null, action: cancel });
  // Where the browser offers a save picker the user chooses the file, and it is written as it arrives.
  const openSink = (contentType: string) => openFileSink(filename, contentType);
  const events = (yield call(streamDownload, url, controller, openSink)) as ReturnType<typeof streamDownload>;
  let shownPercent = -1;
  try {
    for (;;) {
      const event = (yield take(events)) as StreamEvent;
      if (event.type === 'progress') {
        const percent = Math.floor((event.received / event.total) * 100);
        if (percent !== shownPercent) {
          shownPercent = percent;
          yield call(notify.update, key, messages.progress(percent), { action: cancel });
        }
        continue;
      }
      if (event.type === 'done') {
        yield call(notify.update, key, messages.complete, { variant: 'success', autoHideDuration: DOWNLOAD_COMPLETE_TOAST_MS });
      } else if (event.type === 'missing-length') {
        yield call(notify.update, key, messages.missingLength, { variant: 'error', autoHideDuration: DOWNLOAD_FAILED_TOAST_MS });
      } else if (event.type === 'not-saved') {
        yield call(notify.update, key, messages.notSaved, { variant: 'error', autoHideDuration: DOWNLOAD_FAILED_TOAST_MS });
      } else if (event.type === 'cancelled') {
        yield call(notify.update, key, messages.cancelled, { autoHideDuration: TOAST_AUTO_HIDE_MS });
      } else {
        yield call(notify.update, key, downloadFailedMessage(event), { variant: 'error', autoHideDuration: DOWNLOAD_FAILED_TOAST_MS });
      }
      return;
    }
  } finally {
    events.close();
  }
}

function* onClosed(): SagaIterator<void> {
  yield put(downloadPopupReset());
}

export function* downloadSaga(): SagaIterator<void> {
  // A new opening, an option change or closing the popup supersedes a check still running.
  yield takeLatest([downloadPopupOpened.type, downloadOptionsChanged.type, downloadPopupClosed.type], function* route(action: PayloadAction<unknown>) {
    if (downloadPopupOpened.match(action)) yield call(onOpened, action);
    else if (downloadOptionsChanged.match(action)) yield call(onOptionsChanged, action);
    else yield call(onClosed);
  });
  yield takeLatest(downloadFormatChosen.type, onFormatChosen);
  yield takeEvery(downloadFileStarted.type, function* onFileStarted(action: PayloadAction<{ url: string; filename: string; name: string }>) {
    yield call(downloadFile, action.payload.url, action.payload.filename, action.payload.name);
  });
}
