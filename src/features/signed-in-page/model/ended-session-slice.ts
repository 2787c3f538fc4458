import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { sessionChanged, sessionHold } from '@/shared/api';
import { rootReducer } from '@/shared/redux';

export interface EndedSessionState {
  /** Whose session expired in this tab (their id), until they or anyone else sign in or out. */
  endedFor?: number;
}

const initialState: EndedSessionState = {};

/**
 * Whose session expired in this tab, by the one hold rule (`sessionHold`): a page only its person
 * can use keeps what they typed for them, behind a notice, until they sign in again; a sign-out, or
 * anyone else signing in, ends the hold.
 */
const endedSessionSliceDefinition = createSlice({
  name: 'endedSession',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionChanged, (state, { payload, meta }) => {
      const hold = sessionHold(payload, meta.origin, state.endedFor);
      return typeof hold === 'number' ? { endedFor: hold } : initialState;
    });
  },
  selectors: {
    selectEndedSessionFor: (state) => state.endedFor,
  },
});

declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof endedSessionSliceDefinition> {}
}

export const endedSessionSlice = endedSessionSliceDefinition.injectInto(rootReducer);
export const { selectEndedSessionFor } = endedSessionSlice.selectors;
