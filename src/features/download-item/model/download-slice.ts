import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ItemRef } from '@/shared/api';
import { rootReducer } from '@/shared/redux';
import type { DownloadError } from '../lib/download-messages';
import type { DownloadOptions } from './download-intents';

export type DownloadStatus =
  /** Running the check (or re-running it after an option changed). */
  | 'checking'
  /** Refused: not enough downloads left for this item's files. */
  | 'limit'
  /** Refused: the same item is being prepared or was already e-mailed. */
  | 'duplicate'
  /** Waiting for the user to pick a format. */
  | 'choose'
  /** The download call is on its way, in the format the user picked. */
  | 'requesting'
  /** The download call is on its way in the user's saved format: nothing was asked. */
  | 'starting'
  /** A track or stem file is streaming (progress in a toast). */
  | 'started'
  /** An album, playlist, sampler or project is being gathered and e-mailed. */
  | 'preparing'
  | 'error';


export interface DownloadPopupState {
  item: ItemRef | null;
  status: DownloadStatus;
  options: DownloadOptions;
  remaining: number | null;
  requested: number | null;
  error: DownloadError | null;
}

const initialState: DownloadPopupState = {
  item: null,
  status: 'checking',
  options: { include_tracks: true, include_versions: false, include_stems: false },
  remaining: null,
  requested: null,
  error: null,
};

/** The state of the download popup on screen; the download saga drives it. */
const slice = createSlice({
  name: 'download',
  initialState,
  reducers: {
    downloadChecking(_state, action: PayloadAction<{ item: ItemRef; options: DownloadOptions }>) {
      return { ...initialState, item: action.payload.item, options: action.payload.options };
    },
    downloadChecked(state, action: PayloadAction<{ status: DownloadStatus; remaining: number | null; requested: number | null }>) {
      state.status = action.payload.status;
      state.remaining = action.payload.remaining;
      state.requested = action.payload.requested;
      state.error = null;
    },
    downloadStatusChanged(state, action: PayloadAction<DownloadStatus>) {
      state.status = action.payload;
    },
    downloadFailed(state, action: PayloadAction<DownloadError>) {
      state.status = 'error';
      state.error = action.payload;
    },
    downloadPopupReset() {
      return initialState;
    },
  },
  selectors: {
    selectDownloadPopup: (state) => state,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const downloadSlice = slice.injectInto(rootReducer);
export const { downloadChecking, downloadChecked, downloadStatusChanged, downloadFailed, downloadPopupReset } = downloadSlice.actions;
export const { selectDownloadPopup } = downloadSlice.selectors;
