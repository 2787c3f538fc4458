import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/shared/redux';

export interface SearchUiState {
  /** The last search visited on /search, cleaned and serialized (no leading "?"). */
  lastSearch: string;
}

const initialState: SearchUiState = { lastSearch: '' };

/** UI memory of the search: the last search, for the header's "Browse Music" link. */
const searchSliceDefinition = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchVisited(state, action: PayloadAction<string>) {
      state.lastSearch = action.payload;
    },
  },
  selectors: {
    selectLastSearch: (state) => state.lastSearch,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSliceDefinition> {}
}

export const searchSlice = searchSliceDefinition.injectInto(rootReducer);

export const { searchVisited } = searchSlice.actions;
export const { selectLastSearch } = searchSlice.selectors;
