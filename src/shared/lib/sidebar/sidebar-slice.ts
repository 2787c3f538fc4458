import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionChanged, sessionHold } from '../../api/session-event';
import { rootReducer } from '../../redux/store';

/** The user sidebar's areas, in menu order (SITE ADMIN only for admins). */
export const SIDEBAR_AREAS = ['projects', 'activity', 'account', 'support', 'admin'] as const;
export type SidebarArea = (typeof SIDEBAR_AREAS)[number];

export const SIDEBAR_AREA_LABELS: Record<SidebarArea, string> = {
  projects: 'MY PROJECTS',
  activity: 'MY ACTIVITY',
  account: 'MY ACCOUNT',
  support: 'SUPPORT',
  admin: 'SITE ADMIN',
};

export interface SidebarState {
  is_open: boolean;
  /** The area shown, or null for the main menu. */
  selected: SidebarArea | null;
  /** uuid of the project opened inside MY PROJECTS. */
  selectedProject: string | null;
  /** After an expired session: whose open sidebar this is (their id). It stays for that person only. */
  heldFor?: number;
}

const initialState: SidebarState = { is_open: false, selected: null, selectedProject: null };

/** UI state of the user sidebar (open or closed; an area selected or not; a project selected or not). */
const sidebarSliceDefinition = createSlice({
  name: 'sidebar',
  initialState,
  reducers: {
    /** Open the sidebar, optionally on an area (drag of a track or stem opens MY PROJECTS). */
    openSidebar(state, action: PayloadAction<SidebarArea | undefined>) {
      state.is_open = true;
      if (action.payload) {
        if (state.selected !== action.payload) state.selectedProject = null;
        state.selected = action.payload;
      }
    },
    closeSidebar(state) {
      state.is_open = false;
      delete state.heldFor;
    },
    toggleSidebar(state) {
      state.is_open = !state.is_open;
      if (!state.is_open) delete state.heldFor;
    },
    selectArea(state, action: PayloadAction<SidebarArea | null>) {
      state.selected = action.payload;
      state.selectedProject = null;
    },
    selectProject(state, action: PayloadAction<string | null>) {
      state.selected = 'projects';
      state.selectedProject = action.payload;
    },
    /** BACK: first clears the selected project, otherwise the area. */
    sidebarBack(state) {
      if (state.selectedProject) state.selectedProject = null;
      else state.selected = null;
    },
    /** Closed, back on the main menu. */
    resetSidebar() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // Another person (or nobody) now: nothing of the previous person's sidebar stays open.
    // Impersonation opens it on MY PROJECTS, showing whose projects the admin now sees (in the tab
    // where the admin chose the user; their other tabs simply follow).
    // An expired session keeps an open sidebar, held for that person: it waits behind a prompt to
    // log in, and once they have signed in again (here or in another tab) it is back as it was,
    // with what they typed in its forms. Anyone else signing in finds it closed.
    builder.addCase(sessionChanged, (state, { payload, meta }) => {
      const hold = sessionHold(payload, meta.origin, state.heldFor);
      if (typeof hold === 'number' && state.is_open) {
        state.heldFor = hold;
        return;
      }
      if (hold === 'resume') {
        delete state.heldFor;
        return;
      }
      return payload.reason === 'impersonate' && meta.origin === 'this tab'
        ? { is_open: true, selected: 'projects', selectedProject: null }
        : initialState;
    });
  },
  selectors: {
    selectSidebarOpen: (state) => state.is_open,
    selectSidebarArea: (state) => state.selected,
    selectSidebarProject: (state) => state.selectedProject,
    /** Whether the open sidebar waits for a person whose session expired (see `heldFor`). */
    selectIsSidebarHeld: (state) => state.heldFor !== undefined,
  },
});

// Augment the declaring module with the slice *definition* (not the injected slice, whose type
// depends on rootReducer and would make LazyLoadedSlices reference itself).
declare module '../../redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof sidebarSliceDefinition> {}
}

export const sidebarSlice = sidebarSliceDefinition.injectInto(rootReducer);

export const { openSidebar, closeSidebar, toggleSidebar, selectArea, selectProject, sidebarBack, resetSidebar } =
  sidebarSlice.actions;
export const { selectSidebarOpen, selectSidebarArea, selectSidebarProject, selectIsSidebarHeld } = sidebarSlice.selectors;
