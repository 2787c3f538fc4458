import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionChanged } from '../../api/session-event';
import { rootReducer } from '../../redux/store';
import type { PopupName, PopupProps } from './popup-names';

export interface PopupEntry {
  name: PopupName;
  props: PopupProps;
}

export interface PopupState {
  /** The popup on screen, or null when none is open. */
  current: PopupEntry | null;
  /** Parents below the current popup, nearest last; closing the current popup returns to the last one. */
  stack: PopupEntry[];
}

export interface OpenPopupPayload {
  name: PopupName;
  props?: PopupProps;
  /** Keep the popup on screen as the parent of the new one (closing the new one returns to it). */
  overParent?: boolean;
}

const initialState: PopupState = { current: null, stack: [] };

/**
 * Which popup is open (its name, and the popup it was opened over, if any). A popup may sit over a
 * parent; any depth works, though the product only ever stacks one level.
 */
const slice = createSlice({
  name: 'popup',
  initialState,
  reducers: {
    openPopup(state, action: PayloadAction<OpenPopupPayload>) {
      const { name, props = {}, overParent = false } = action.payload;
      const next: PopupEntry = { name, props };
      if (overParent && state.current) state.stack.push(state.current);
      else state.stack = [];
      state.current = next;
    },
    /** Close the current popup: back to its parent if there is one, otherwise close. */
    closePopup(state) {
      state.current = state.stack.pop() ?? null;
    },
    /** Close the current popup and every parent. */
    closeAllPopups() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // What the previous person had open closes when the session ends or the admin switches user.
    // Signing in here keeps it: a visitor who asked for a protected popup got the login popup over
    // it, and the popup they asked for now opens for them. A sign-in in another tab was not that.
    builder.addCase(sessionChanged, (state, { payload, meta }) =>
      payload.reason === 'login' && meta.origin === 'this tab' ? state : initialState,
    );
  },
  selectors: {
    selectCurrentPopup: (state) => state.current,
    selectPopupParent: (state) => state.stack[state.stack.length - 1] ?? null,
    selectIsPopupOpen: (state) => state.current !== null,
  },
});

// Augment with the plain slice's type (the injected one depends on rootReducer: a type cycle).
declare module '../../redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const popupSlice = slice.injectInto(rootReducer);

export const { openPopup, closePopup, closeAllPopups } = popupSlice.actions;
export const { selectCurrentPopup, selectPopupParent, selectIsPopupOpen } = popupSlice.selectors;
