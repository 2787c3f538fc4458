import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../api/contract/dto';
import { sessionChanged } from '../../api/session-event';
import { makeStore } from '../../redux';
import {
  closeSidebar,
  openSidebar,
  resetSidebar,
  selectArea,
  selectIsSidebarHeld,
  selectProject,
  selectSidebarArea,
  selectSidebarOpen,
  selectSidebarProject,
  sidebarBack,
  toggleSidebar,
} from './sidebar-slice';

describe('sidebar slice', () => {
  it('starts closed on the main menu and toggles', () => {
    const store = makeStore();
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(selectSidebarArea(store.getState())).toBeNull();
    store.dispatch(toggleSidebar());
    expect(selectSidebarOpen(store.getState())).toBe(true);
    store.dispatch(closeSidebar());
    expect(selectSidebarOpen(store.getState())).toBe(false);
  });

  it('opens on an area (a dragged track opens MY PROJECTS)', () => {
    const store = makeStore();
    store.dispatch(openSidebar('projects'));
    expect(selectSidebarOpen(store.getState())).toBe(true);
    expect(selectSidebarArea(store.getState())).toBe('projects');
  });

  it('BACK first clears the selected project, then the area', () => {
    const store = makeStore();
    store.dispatch(openSidebar());
    store.dispatch(selectProject('5f1c'));
    expect(selectSidebarArea(store.getState())).toBe('projects');
    expect(selectSidebarProject(store.getState())).toBe('5f1c');
    store.dispatch(sidebarBack());
    expect(selectSidebarProject(store.getState())).toBeNull();
    expect(selectSidebarArea(store.getState())).toBe('projects');
    store.dispatch(sidebarBack());
    expect(selectSidebarArea(store.getState())).toBeNull();
  });

  it('selecting another area drops the selected project; reset closes everything', () => {
    const store = makeStore();
    store.dispatch(selectProject('5f1c'));
    store.dispatch(selectArea('activity'));
    expect(selectSidebarProject(store.getState())).toBeNull();
    store.dispatch(openSidebar('account'));
    store.dispatch(resetSidebar());
    expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
  });

  it('follows the session: closed for a new person or nobody, on MY PROJECTS when an admin views as someone', () => {
    const store = makeStore();
    for (const reason of ['login', 'logout', 'expired'] as const) {
      store.dispatch(selectProject('5f1c'));
      store.dispatch(openSidebar());
      store.dispatch(sessionChanged({ reason, user: null }));
      expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
    }
    store.dispatch(openSidebar('account'));
    store.dispatch(sessionChanged({ reason: 'impersonate', user: null }));
    expect(store.getState().sidebar).toEqual({ is_open: true, selected: 'projects', selectedProject: null });
  });

  it('an open sidebar whose session expired waits for that person: kept for them, closed for anyone else', () => {
    const person = { id: 7 } as UserDto;
    const store = makeStore();
    store.dispatch(openSidebar('support'));
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    expect(store.getState().sidebar).toMatchObject({ is_open: true, selected: 'support' });
    expect(selectIsSidebarHeld(store.getState())).toBe(true);
    // Signed in again (in another tab too): as it was, no longer waiting.
    store.dispatch(sessionChanged({ reason: 'login', user: person }, 'another tab'));
    expect(store.getState().sidebar).toEqual({ is_open: true, selected: 'support', selectedProject: null });

    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    store.dispatch(sessionChanged({ reason: 'login', user: { id: 8 } as UserDto }));
    expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });

    // Closed while it waits, or closed when it expired: nothing is held.
    store.dispatch(openSidebar('account'));
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    store.dispatch(closeSidebar());
    expect(selectIsSidebarHeld(store.getState())).toBe(false);
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));
    expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
  });
});
