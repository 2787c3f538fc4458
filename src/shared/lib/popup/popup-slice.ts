import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionChanged, sessionHold } from '../../api/session-event';
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
  /** After an expired session: whose popups these are (their id). They stay for that person only. */
  heldFor?: number;
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
      if (!state.current) delete state.heldFor;
    },
    /** Close the current popup and every parent. */
    closeAllPopups() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // What the previous person had open closes when they sign out or the admin switches user.
    // Signing in here keeps it: a visitor who asked for a protected popup got the login popup over
    // it, and the popup they asked for now opens for them. A sign-in in another tab was not that.
    // An expired session keeps it too, held for that person: the popup layer shows the login popup
    // over it, and once they have signed in again (here or in another tab) it is back with what
    // they typed. Someone else signing in instead finds it closed.
    builder.addCase(sessionChanged, (state, { payload, meta }) => {
      const hold = sessionHold(payload, meta.origin, state.heldFor);
      if (typeof hold === 'number' && state.current) {
        state.heldFor = hold;
        return;
      }
      const askedForHere = payload.reason === 'login' && meta.origin === 'this tab' && state.heldFor === undefined;
      if (hold === 'resume' || askedForHere) {
        delete state.heldFor;
        return;
      }
      return initialState;
    });
  },
  selectors: {
    selectCurrentPopup: (state) => state.current,
    selectPopupParent: (state) => state.stack[state.stack.length - 1] ?? null,
    selectIsPopupOpen: (state) => state.current !== null,
    /** Whether the open popups wait for a person whose session expired (see `heldFor`). */
    selectIsPopupHeld: (state) => state.heldFor !== undefined,
  },
});

// Augment with the plain slice's type (the injected one depends on rootReducer: a type cycle).
declare module '../../redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const popupSlice = slice.injectInto(rootReducer);

export const { openPopup, closePopup, closeAllPopups } = popupSlice.actions;
export const { selectCurrentPopup, selectPopupParent, selectIsPopupOpen, selectIsPopupHeld } = popupSlice.selectors;
