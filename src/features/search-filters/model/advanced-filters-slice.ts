import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { pickCriteria, toggleKeyword, defaultSearchState, type KeywordMode, type SearchCriteria } from '@/entities/search';
import type { FilterCategoryId } from '@/entities/vocabulary';
import { rootReducer } from '@/shared/redux';

export interface AdvancedFiltersState {
  /** The criteria being edited in the advanced filters popup (applied by its action button). */
  draft: SearchCriteria;
  /** What clicking a keyword does in the popup. */
  mode: KeywordMode;
  tab: FilterCategoryId;
}

const initialState: AdvancedFiltersState = {
  draft: pickCriteria(defaultSearchState()),
  mode: 'include',
  tab: 'keywords',
};

/**
 * UI state of the advanced filters popup. The draft lives here (not in the popup) so that the
 * BPM and key dialogs, opened over the popup, can write into it and return to it.
 */
const advancedFiltersSliceDefinition = createSlice({
  name: 'advancedFilters',
  initialState,
  reducers: {
    draftStarted(state, action: PayloadAction<SearchCriteria>) {
      state.draft = pickCriteria(action.payload);
      state.mode = 'include';
    },
    draftKeywordToggled(state, action: PayloadAction<{ keyword: string; mode: KeywordMode }>) {
      const next = toggleKeyword({ ...defaultSearchState(), ...state.draft }, action.payload.keyword, action.payload.mode);
      state.draft.keywords_include = next.keywords_include;
      state.draft.keywords_exclude = next.keywords_exclude;
    },
    draftChanged(state, action: PayloadAction<Partial<SearchCriteria>>) {
      state.draft = { ...state.draft, ...action.payload };
    },
    draftCleared(state) {
      state.draft = pickCriteria(defaultSearchState());
    },
    modeChanged(state, action: PayloadAction<KeywordMode>) {
      state.mode = action.payload;
    },
    tabChanged(state, action: PayloadAction<FilterCategoryId>) {
      state.tab = action.payload;
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectKeywordMode: (state) => state.mode,
    selectFilterTab: (state) => state.tab,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof advancedFiltersSliceDefinition> {}
}

export const advancedFiltersSlice = advancedFiltersSliceDefinition.injectInto(rootReducer);

export const { draftStarted, draftKeywordToggled, draftChanged, draftCleared, modeChanged, tabChanged } = advancedFiltersSlice.actions;
export const { selectDraft, selectKeywordMode, selectFilterTab } = advancedFiltersSlice.selectors;
