import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { readEditFiles, type FrameRate, type ParsedEdit } from '@/entities/edit';
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
  editReplaced,
  matchingRequested,
  selectEditCueSheet,
  trackPicked,
  trackPickRequested,
} from './edit-cue-sheet-slice';
import { editFilesOf, keepOnlyEditFiles } from './edit-files';
import { holdItem, matchEdit, type MatchContext } from './match-saga';
import { releaseHeld } from './server-calls';
import type { MatchedItem } from './types';

export const FILES_GONE = 'The files are no longer open here: choose them again.';
export const READ_FAILED = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";
export const PICK_UNAVAILABLE = 'That track is not available to your account.';

const current = (state: RootState) => selectEditCueSheet(state);

const readFailure = (error: unknown) => (error instanceof Error && error.message ? error.message : READ_FAILED);

/** Reads files as an edit (at this frame rate, if set); the message to show when they are none. */
function* readFiles(filesId: string, rate: FrameRate | null): SagaIterator<{ edit: ParsedEdit } | { error: string }> {
  const files = editFilesOf(filesId);
  if (!files) return { error: FILES_GONE };
  try {
    return { edit: (yield call(readEditFiles, files, rate ? { rate } : {})) as ParsedEdit };
  } catch (error) {
    return { error: readFailure(error) };
  }
}

/** Reads the edit shown's files again at the rate the person set; the edit read, or null (the message is shown). */
function* readAgain(filesId: string): SagaIterator<ParsedEdit | null> {
  const { rate } = (yield select(current)) as ReturnType<typeof current>;
  const read = (yield call(readFiles, filesId, rate)) as { edit: ParsedEdit } | { error: string };
  if ('error' in read) {
    yield put(editReadFailed(read.error));
    return null;
  }
  yield put(editRead(read.edit));
  return read.edit;
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
 * One run of matching the edit shown at a time; a new frame rate reads its files again and keeps
 * what matched. Files chosen are read on the side: only once they read as an edit do they replace
 * the edit shown (its run cancelled, the tracks it held released); a file that is no edit leaves
 * it as it was. Start over or another person end both.
 */
export function* editCueSheetSaga(): SagaIterator<void> {
  const ctx: MatchContext = { slots: createCallLimit(MAX_CALLS_IN_FLIGHT), held: [] };
  yield takeLeading(cueSheetDownloadRequested.type, onCueSheetDownload, ctx.slots);
  yield takeEvery(trackPickRequested.type, onPick, ctx);
  /** Matching (or reading again) the edit shown, and the files it was read from. */
  let run: Task | null = null;
  let filesId: string | null = null;
  /**
   * The edit shown is to be read again at the rate the person set, and has not been yet: a run
   * stopped before it read (the session expired meanwhile) leaves it to the next run, or the
   * "Reading…" it shows would never end.
   */
  let readAgainPending = false;
  const readAgainAndMatch = function* (id: string): SagaIterator<void> {
    const edit = (yield call(readAgain, id)) as ParsedEdit | null;
    readAgainPending = false;
    if (edit) yield call(matchEdit, ctx, edit);
  };
  /** Carries on with the edit shown: reads it again if that is still to do, else matches what is left. */
  const carryOn = function* (): SagaIterator<Task> {
    if (readAgainPending && filesId) return (yield fork(readAgainAndMatch, filesId)) as Task;
    return (yield fork(matchAgain, ctx)) as Task;
  };
  /** Reading files chosen since. */
  let reading: Task | null = null;
  const stop = function* (release: boolean): SagaIterator<void> {
    if (run) yield cancel(run);
    run = null;
    if (release) releaseHeld(ctx.held);
  };
  const stopReading = function* (): SagaIterator<void> {
    if (reading) yield cancel(reading);
    reading = null;
  };
  const readNewFiles = function* (id: string, fileNames: string[]): SagaIterator<void> {
    const read = (yield call(readFiles, id, null)) as { edit: ParsedEdit } | { error: string };
    reading = null;
    if ('error' in read) {
      keepOnlyEditFiles([filesId]);
      yield put(editReadFailed(read.error));
      return;
    }
    // The edit shown gives way only now. Its run ends first, so its last reports land on it;
    // the loop below then matches the new edit.
    yield call(stop, true);
    filesId = id;
    readAgainPending = false;
    keepOnlyEditFiles([filesId]);
    yield put(editReplaced({ edit: read.edit, fileNames }));
  };
  for (;;) {
    const action = (yield take([
      editFilesChosen.type,
      editReplaced.type,
      editRateChosen.type,
      matchingRequested.type,
      editCleared.type,
      sessionChanged.type,
    ])) as PayloadAction<unknown>;
    if (editFilesChosen.match(action)) {
      // Only the latest choice is read; the edit shown carries on meanwhile.
      yield call(stopReading);
      keepOnlyEditFiles([filesId, action.payload.filesId]);
      reading = (yield fork(readNewFiles, action.payload.filesId, action.payload.fileNames)) as Task;
    } else if (editReplaced.match(action)) {
      yield call(stop, true);
      run = (yield fork(matchEdit, ctx, action.payload.edit)) as Task;
    } else if (editRateChosen.match(action)) {
      yield call(stop, false);
      readAgainPending = filesId !== null;
      if (filesId) run = (yield fork(readAgainAndMatch, filesId)) as Task;
    } else if (matchingRequested.match(action)) {
      yield call(stop, false);
      run = (yield call(carryOn)) as Task;
    } else if (editCleared.match(action)) {
      yield call(stop, true);
      filesId = null;
      readAgainPending = false;
      yield call(stopReading);
      keepOnlyEditFiles([]);
    } else if (sessionChanged.match(action)) {
      // The slice has already decided: everything is gone (another person), or it waits for its
      // person (expired: its calls would be refused), or they are back (read again at the rate
      // they set if that was stopped, and match what was left).
      const { edit, read } = (yield select(current)) as ReturnType<typeof current>;
      const gone = read.status === 'empty';
      yield call(stop, gone);
      if (gone) {
        filesId = null;
        readAgainPending = false;
        yield call(stopReading);
        keepOnlyEditFiles([]);
      } else if (edit && action.payload.reason === 'login') run = (yield call(carryOn)) as Task;
    }
  }
}
