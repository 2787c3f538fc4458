import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/shared/redux';

/** How sure the key reading is. */
export type KeyConfidence = 'high' | 'medium' | 'low';

/**
 * A reference track the person analysed in this tab. The file itself never leaves the browser:
 * `url` is an object URL over it, valid until the reference is removed or the tab is closed or
 * reloaded (nothing here is persisted). It is the browser's, not the person's: signing in or out
 * keeps it.
 */
export interface ReferenceTrack {
  /** Changes with every file loaded (a new object URL, a new analysis). */
  id: number;
  /** The file's name, as picked or dropped. */
  name: string;
  /** Object URL of the file, for playing it (A/B). */
  url: string;
  /** Seconds. */
  duration: number;
  /** Tempo heard, BPM (not rounded); null when no steady beat was heard. */
  tempo: number | null;
  /** The key heard, catalogue notation ("Dm", "F#"); null when none was heard. */
  key: string | null;
  keyConfidence: KeyConfidence;
  /** Loudness of the file in equal slices, 0..1 (its waveform). */
  waveform: number[];
}

export interface ReferenceTrackState {
  current: ReferenceTrack | null;
}

const initialState: ReferenceTrackState = { current: null };

const referenceSliceDefinition = createSlice({
  name: 'referenceTrack',
  initialState,
  reducers: {
    /** A file was analysed: it becomes the reference (replacing any previous one). */
    referenceLoaded(state, action: PayloadAction<ReferenceTrack>) {
      state.current = action.payload;
    },
    /** The reference was removed (its chip's ×): the search stays as it is. */
    referenceCleared(state) {
      state.current = null;
    },
  },
  selectors: {
    selectReferenceTrack: (state) => state.current,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof referenceSliceDefinition> {}
}

export const referenceTrackSlice = referenceSliceDefinition.injectInto(rootReducer);

export const { referenceLoaded, referenceCleared } = referenceTrackSlice.actions;
export const { selectReferenceTrack } = referenceTrackSlice.selectors;
