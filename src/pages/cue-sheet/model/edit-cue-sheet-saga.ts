import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { readEditFiles, type ParsedEdit } from '@/entities/edit';
import { errorMessage, sessionChanged } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import type { RootState } from '@/shared/redux';
import { MAX_CALLS_IN_FLIGHT } from '../config/limits';
import { createCallLimit } from '../lib/call-limit';
import { onCueSheetDownload } from './cue-sheet-download-saga';
import {
  cueSheetDownloadRequested,
  editCleared,
  editFilesChosen,
  editRateChosen,
  editRead,
  editReadFailed,
  matchingRequested,
  selectEditCueSheet,
  trackPicked,
  trackPickRequested,
} from './edit-cue-sheet-slice';
import { editFilesOf } from './edit-files';
import { holdItem, matchEdit, type MatchContext } from './match-saga';
import { releaseHeld } from './server-calls';
import type { MatchedItem } from './types';

export const FILES_GONE = 'The files are no longer open here: choose them again.';
export const READ_FAILED = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";
export const PICK_UNAVAILABLE = 'That track is not available to your account.';

const current = (state: RootState) => selectEditCueSheet(state);

/** Reads the chosen files (at the rate the person set, if any), then finds their music. */
function* readAndMatch(ctx: MatchContext, filesId: string): SagaIterator<void> {
  const files = editFilesOf(filesId);
  if (!files) {
    yield put(editReadFailed(FILES_GONE));
    return;
  }
  const { rate } = (yield select(current)) as ReturnType<typeof current>;
  let edit: ParsedEdit;
  try {
    edit = (yield call(readEditFiles, files, rate ? { rate } : {})) as ParsedEdit;
  } catch (error) {
    yield put(editReadFailed(error instanceof Error && error.message ? error.message : READ_FAILED));
    return;
  }
  yield put(editRead(edit));
  yield call(matchEdit, ctx, edit);
}

function* matchAgain(ctx: MatchContext): SagaIterator<void> {
  const { edit } = (yield select(current)) as ReturnType<typeof current>;
  if (edit) yield call(matchEdit, ctx, edit);
}

/** Another track for some clips: read (and held) first, so the cue shows it at once. */
function* onPick(ctx: MatchContext, action: PayloadAction<{ sources: string[]; item: MatchedItem }>): SagaIterator<void> {
  try {
    if ((yield call(holdItem, ctx, action.payload.item)) as boolean) yield put(trackPicked(action.payload));
    else yield call(notify.show, PICK_UNAVAILABLE, { variant: 'error' });
  } catch (error) {
    yield call(notify.show, `Error: ${errorMessage(error, PICK_UNAVAILABLE)}`, { variant: 'error' });
  }
}

/**
 * The cue sheet from an edit: reading the files, matching their clips, picks and the download.
 * One run of reading and matching at a time: new files, start over or another person cancel it
 * (and release the tracks it held); a new frame rate reads the files again and keeps what matched.
 */
export function* editCueSheetSaga(): SagaIterator<void> {
  const ctx: MatchContext = { slots: createCallLimit(MAX_CALLS_IN_FLIGHT), held: [] };
  yield takeLeading(cueSheetDownloadRequested.type, onCueSheetDownload, ctx.slots);
  yield takeEvery(trackPickRequested.type, onPick, ctx);
  let run: Task | null = null;
  let filesId: string | null = null;
  const stop = function* (release: boolean): SagaIterator<void> {
    if (run) yield cancel(run);
    run = null;
    if (release) releaseHeld(ctx.held);
  };
  for (;;) {
    const action = (yield take([
      editFilesChosen.type,
      editRateChosen.type,
      matchingRequested.type,
      editCleared.type,
      sessionChanged.type,
    ])) as PayloadAction<unknown>;
    if (editFilesChosen.match(action)) {
      yield call(stop, true);
      filesId = action.payload.filesId;
      run = (yield fork(readAndMatch, ctx, filesId)) as Task;
    } else if (editRateChosen.match(action)) {
      yield call(stop, false);
      if (filesId) run = (yield fork(readAndMatch, ctx, filesId)) as Task;
    } else if (matchingRequested.match(action)) {
      yield call(stop, false);
      run = (yield fork(matchAgain, ctx)) as Task;
    } else if (editCleared.match(action)) {
      yield call(stop, true);
      filesId = null;
    } else if (sessionChanged.match(action)) {
      // The slice has already decided: the edit is gone (another person), or it waits for its
      // person (expired: its calls would be refused), or they are back (match what was left).
      const { edit } = (yield select(current)) as ReturnType<typeof current>;
      yield call(stop, edit === null);
      if (edit === null) filesId = null;
      else if (action.payload.reason === 'login') run = (yield fork(matchAgain, ctx)) as Task;
    }
  }
}
