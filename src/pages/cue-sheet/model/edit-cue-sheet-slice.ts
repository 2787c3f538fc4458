import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FrameRate, ParsedEdit } from '@/entities/edit';
import { sessionChanged, sessionHold } from '@/shared/api';
import { rootReducer } from '@/shared/redux';
import type { CueSheetHeader } from '../lib/cue-sheet-csv';
import type { CueLine, CueUsage, MatchedItem, SourceMatch } from './types';

export type ReadStatus = 'empty' | 'reading' | 'read' | 'failed';

export interface CueSheetDownloadState {
  status: 'idle' | 'running' | 'saved' | 'failed';
  /** What the saved cue sheet lacks (writer and publisher shares the server did not give). */
  warnings: string[];
}

export interface EditCueSheetState {
  /** The latest reading: of files just chosen, or of the edit shown's files at another rate. */
  read: { status: ReadStatus; fileNames: string[]; error: string | null };
  /** The edit shown: it stays until files chosen after it have been read. */
  edit: ParsedEdit | null;
  /** The files the edit shown was read from. */
  editFileNames: string[];
  /** The frame rate the person set for EDLs (which do not state theirs); null: as read. */
  rate: FrameRate | null;
  /** What matching found, by clip source (see `clipSources`). */
  matches: Record<string, SourceMatch>;
  /** The track the person picked for a source instead. */
  picked: Record<string, MatchedItem>;
  /** Sources the person marked "Not library music". */
  excluded: Record<string, true>;
  matching: boolean;
  /** A matching run has ended for this edit: its cue list is shown from then on (numbers settled). */
  listed: boolean;
  /** Each cue's usage, by cue key (BI when not chosen). */
  usage: Record<string, CueUsage>;
  download: CueSheetDownloadState;
  /** The person whose session expired while this was open: it waits for them alone. */
  heldFor: number | null;
}

const initialState: EditCueSheetState = {
  read: { status: 'empty', fileNames: [], error: null },
  edit: null,
  editFileNames: [],
  rate: null,
  matches: {},
  picked: {},
  excluded: {},
  matching: false,
  listed: false,
  usage: {},
  download: { status: 'idle', warnings: [] },
  heldFor: null,
};

/**
 * The cue sheet being built from an edit: the edit as read, what each of its clip sources matched
 * and the person's own choices. The tracks themselves stay in RTK Query's cache (see selectors).
 */
const slice = createSlice({
  name: 'editCueSheet',
  initialState,
  reducers: {
    /**
     * Files chosen or dropped (their contents are with `editFiles`, keyed by `filesId`). The edit
     * shown, its matches and the person's choices stay until these are read: bad input loses nothing.
     */
    editFilesChosen(state, action: PayloadAction<{ filesId: string; fileNames: string[] }>) {
      state.read = { status: 'reading', fileNames: action.payload.fileNames, error: null };
    },
    /** Files chosen have been read: their edit replaces the one shown, and everything of it. */
    editReplaced(state, action: PayloadAction<{ edit: ParsedEdit; fileNames: string[] }>) {
      const { edit, fileNames } = action.payload;
      return { ...initialState, read: { status: 'read', fileNames, error: null }, edit, editFileNames: fileNames, heldFor: state.heldFor };
    },
    /** The person set the EDLs' frame rate: the edit shown's files are read again at it. */
    editRateChosen(state, action: PayloadAction<FrameRate>) {
      state.rate = action.payload;
      state.read = { status: 'reading', fileNames: state.editFileNames, error: null };
    },
    /** The edit shown, read again (at another frame rate): what matched and was chosen stays. */
    editRead(state, action: PayloadAction<ParsedEdit>) {
      state.read.status = 'read';
      // Read again at another frame rate: the cues' keys (their first frames) change with it.
      if (state.edit) state.usage = {};
      state.edit = action.payload;
      state.download = initialState.download;
    },
    /** Files that could not be read: the edit shown (if any) stays, at the rate it was read at. */
    editReadFailed(state, action: PayloadAction<string>) {
      state.read.status = 'failed';
      state.read.error = action.payload;
      state.rate = state.edit?.rate ?? null;
    },
    /** These sources are being matched (the others keep what they matched). */
    matchingStarted(state, action: PayloadAction<string[]>) {
      state.matching = true;
      for (const key of action.payload) state.matches[key] = { status: 'matching' };
    },
    /** What matching found for some sources (reported in batches: one redraw for many). */
    sourcesMatched(state, action: PayloadAction<{ key: string; match: SourceMatch }[]>) {
      for (const { key, match } of action.payload) state.matches[key] = match;
    },
    matchingFinished(state) {
      state.matching = false;
      state.listed = true;
    },
    usageChosen(state, action: PayloadAction<{ cue: string; usage: CueUsage }>) {
      state.usage[action.payload.cue] = action.payload.usage;
    },
    /** Match the sources not matched yet (after a failed lookup: "Try again"). */
    matchingRequested(state) {
      state.matching = true;
    },
    /** The person asked for this track for these sources (the saga reads it, then `trackPicked`). */
    trackPickRequested(_state, _action: PayloadAction<{ sources: string[]; item: MatchedItem }>) {},
    trackPicked(state, action: PayloadAction<{ sources: string[]; item: MatchedItem }>) {
      for (const key of action.payload.sources) {
        state.picked[key] = action.payload.item;
        delete state.excluded[key];
      }
    },
    sourcesExcluded(state, action: PayloadAction<string[]>) {
      for (const key of action.payload) state.excluded[key] = true;
    },
    sourcesRestored(state, action: PayloadAction<string[]>) {
      for (const key of action.payload) delete state.excluded[key];
    },
    /** DOWNLOAD CUE SHEET: the saga reads each track's credits, then saves the CSV. */
    cueSheetDownloadRequested(state, _action: PayloadAction<{ header: CueSheetHeader; cues: CueLine[] }>) {
      state.download = { status: 'running', warnings: [] };
    },
    cueSheetDownloadEnded(state, action: PayloadAction<{ ok: boolean; warnings: string[] }>) {
      state.download = { status: action.payload.ok ? 'saved' : 'failed', warnings: action.payload.warnings };
    },
    /** Start over with no edit. */
    editCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // Someone else's (or nobody's) session: nothing of the previous person's edit stays; an
    // expired session's edit waits for its person to sign in again.
    builder.addCase(sessionChanged, (state, action) => {
      const hold = sessionHold(action.payload, action.meta.origin, state.heldFor ?? undefined);
      if (hold === 'resume') state.heldFor = null;
      else if (typeof hold === 'number') state.heldFor = hold;
      else return initialState;
    });
  },
  selectors: {
    selectEditCueSheet: (state) => state,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const editCueSheetSlice = slice.injectInto(rootReducer);

export const {
  editFilesChosen,
  editReplaced,
  editRateChosen,
  editRead,
  editReadFailed,
  matchingStarted,
  sourcesMatched,
  matchingFinished,
  usageChosen,
  matchingRequested,
  trackPickRequested,
  trackPicked,
  sourcesExcluded,
  sourcesRestored,
  cueSheetDownloadRequested,
  cueSheetDownloadEnded,
  editCleared,
} = slice.actions;

export const { selectEditCueSheet } = editCueSheetSlice.selectors;
