import { describe, expect, it } from 'vitest';
import { sessionChanged } from '../../api/session-event';
import type { UserDto } from '../../api/contract/dto';
import { makeStore } from '../../redux';
import { POPUP_NAMES, PUBLIC_POPUPS, isPublicPopup } from './popup-names';
import { closeAllPopups, closePopup, openPopup, selectCurrentPopup, selectPopupParent } from './popup-slice';

describe('popup state', () => {
  it("lists the spec's twenty popups, eleven of them open to visitors, and the app's own two (both open to visitors)", () => {
    expect(POPUP_NAMES).toHaveLength(22);
    expect(PUBLIC_POPUPS).toHaveLength(13);
    expect(isPublicPopup('reference_track')).toBe(true);
    expect(isPublicPopup('share')).toBe(true);
    expect(isPublicPopup('download')).toBe(false);
    // The keyboard shortcuts are help for anyone.
    expect(isPublicPopup('keyboard_shortcuts')).toBe(true);
  });

  it('opens by name with props', () => {
    const store = makeStore();
    store.dispatch(openPopup({ name: 'share', props: { type: 'track', id: 7 } }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'share', props: { type: 'track', id: 7 } });
  });

  it('returns to the parent when a popup over it closes, and closes when there is none', () => {
    const store = makeStore();
    store.dispatch(openPopup({ name: 'advanced_filters' }));
    store.dispatch(openPopup({ name: 'specify_bpm', overParent: true }));
    expect(selectCurrentPopup(store.getState())?.name).toBe('specify_bpm');
    expect(selectPopupParent(store.getState())?.name).toBe('advanced_filters');
    store.dispatch(closePopup());
    expect(selectCurrentPopup(store.getState())?.name).toBe('advanced_filters');
    expect(selectPopupParent(store.getState())).toBeNull();
    store.dispatch(closePopup());
    expect(selectCurrentPopup(store.getState())).toBeNull();
  });

  it('replaces the whole stack when opened without a parent, and closes everything on closeAll', () => {
    const store = makeStore();
    store.dispatch(openPopup({ name: 'register_login' }));
    store.dispatch(openPopup({ name: 'submit_demo', overParent: true }));
    store.dispatch(openPopup({ name: 'confirm_account' }));
    expect(selectPopupParent(store.getState())).toBeNull();
    store.dispatch(openPopup({ name: 'submit_demo', overParent: true }));
    store.dispatch(closeAllPopups());
    expect(selectCurrentPopup(store.getState())).toBeNull();
  });

  it('ignores overParent when nothing is open', () => {
    const store = makeStore();
    store.dispatch(openPopup({ name: 'login', overParent: true }));
    expect(selectPopupParent(store.getState())).toBeNull();
    store.dispatch(closePopup());
    expect(selectCurrentPopup(store.getState())).toBeNull();
  });

  it('closes what the previous person had open when the session ends or the admin switches; a login keeps the popup asked for', () => {
    const store = makeStore();
    for (const reason of ['logout', 'expired', 'impersonate'] as const) {
      store.dispatch(openPopup({ name: 'share' }));
      store.dispatch(openPopup({ name: 'download', overParent: true }));
      store.dispatch(sessionChanged({ reason, user: null }));
      expect(selectCurrentPopup(store.getState())).toBeNull();
      expect(selectPopupParent(store.getState())).toBeNull();
    }
    store.dispatch(openPopup({ name: 'add' }));
    store.dispatch(sessionChanged({ reason: 'login', user: null }));
    expect(selectCurrentPopup(store.getState())?.name).toBe('add');
  });

  it('holds what was open when a session expires, for that person only', () => {
    const person = (id: number) => ({ id }) as UserDto;
    const store = makeStore();
    store.dispatch(openPopup({ name: 'customize_request', props: { item: 1 } }));
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    expect(store.getState().popup).toEqual({ current: { name: 'customize_request', props: { item: 1 } }, stack: [], heldFor: 7 });
    // The same person signing in again (here, or in another tab) gets it back; someone else finds it closed.
    store.dispatch(sessionChanged({ reason: 'login', user: person(7) }));
    expect(store.getState().popup).toEqual({ current: { name: 'customize_request', props: { item: 1 } }, stack: [] });

    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    store.dispatch(sessionChanged({ reason: 'login', user: person(7) }, 'another tab'));
    expect(store.getState().popup).toEqual({ current: { name: 'customize_request', props: { item: 1 } }, stack: [] });

    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    store.dispatch(sessionChanged({ reason: 'login', user: person(8) }));
    expect(selectCurrentPopup(store.getState())).toBeNull();

    store.dispatch(openPopup({ name: 'share' }));
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    store.dispatch(closePopup());
    expect(store.getState().popup).toEqual({ current: null, stack: [] });
  });
});
