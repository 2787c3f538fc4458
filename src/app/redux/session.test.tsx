import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { server, setScenarios, signInAs } from '@mocks/node';
import { UNAUTHORIZED_MESSAGE, userApi } from '@/entities/user';
import { authApi } from '@/features/auth';
import { selectQueue } from '@/features/player';
import { initialPlayerState, makeTestTrack, toQueue } from '@/features/player/testing';
import { impersonateApi } from '@/features/impersonate-user';
import { baseApi, type ProjectDto } from '@/shared/api';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { selectCurrentPopup } from '@/shared/lib/popup';
import type { SidebarState } from '@/shared/lib/sidebar';
import { createTestRouter, renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import type { AppStore, RootState } from '@/shared/redux';
import { ToastProvider } from '@/shared/ui/toast';
import { UserSidebar } from '@/widgets/user-sidebar';
import { appRoutes } from '../routes/router';
import { createAppStore } from './store';

/** A per-user answer as a projects list caches it (tagged 'Project'). */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myProjects: build.query<ProjectDto[], void>({ query: () => 'users/me/projects/', providesTags: ['Project'] }),
  }),
});

/** What one person had going: the sidebar on MY ACCOUNT, a popup open, a queue of two tracks. */
function stateOfOnePerson(): Partial<RootState> {
  const tracks = [makeTestTrack(1), makeTestTrack(2)];
  const sidebar: SidebarState = { is_open: true, selected: 'account', selectedProject: null };
  return {
    sidebar,
    popup: { current: { name: 'add', props: {} }, stack: [] },
    player: { ...initialPlayerState, track: tracks[0], queue: toQueue(tracks), now_playing_index: 0, show_player: true },
  } as Partial<RootState>;
}

const cachedUser = (store: AppStore) => userApi.endpoints.getMe.select()(store.getState()).data;
const cachedProjects = (store: AppStore) => testApi.endpoints.myProjects.select()(store.getState()).data;

async function signedInStore(email: string) {
  signInAs(email);
  const store = createAppStore({ preloadedState: stateOfOnePerson() });
  await store.dispatch(userApi.endpoints.getMe.initiate());
  const projects = store.dispatch(testApi.endpoints.myProjects.initiate());
  await projects;
  projects.unsubscribe(); // still cached, as after leaving the page that showed it
  expect(cachedProjects(store)).toBeDefined();
  return store;
}

function expectNothingOfThePreviousPerson(store: AppStore) {
  expect(selectQueue(store.getState())).toEqual([]);
  expect(store.getState().player?.track).toBeNull();
  expect(cachedProjects(store)).toBeUndefined();
}

describe('the session as one event', () => {
  it('login: the user becomes current; the visitor queue and per-user answers go; the popup asked for stays', async () => {
    const store = createAppStore({ preloadedState: stateOfOnePerson() });
    await store.dispatch(userApi.endpoints.getMe.initiate());
    expect(cachedUser(store)).toBeNull();

    await store.dispatch(authApi.endpoints.login.initiate({ username: 'pro@example.com', password: 'demo1234', staySignedIn: false })).unwrap();

    expect(cachedUser(store)?.email).toBe('pro@example.com');
    expect(selectQueue(store.getState())).toEqual([]);
    expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
    // A visitor who asked for a protected popup got the login popup over it: now it opens.
    expect(selectCurrentPopup(store.getState())?.name).toBe('add');
  });

  it('logout: nothing changes until the server has answered, then everything of the person goes', async () => {
    const store = await signedInStore('listener@example.com');
    server.use(http.post('*/api/logout/', async () => { await delay(50); return HttpResponse.json({ detail: 'Successfully logged out.' }); }));

    const pending = store.dispatch(authApi.endpoints.logout.initiate());
    await delay(10);
    expect(cachedUser(store)?.email).toBe('listener@example.com');
    expect(store.getState().sidebar?.is_open).toBe(true);
    expect(selectQueue(store.getState())).toHaveLength(2);

    await pending.unwrap();
    expect(cachedUser(store)).toBeNull();
    expect(store.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
    expect(selectCurrentPopup(store.getState())).toBeNull();
    expectNothingOfThePreviousPerson(store);
  });

  it('LOGOUT in the sidebar signs out, then the sidebar goes', async () => {
    setWindowWidth(1280);
    signInAs('listener@example.com');
    const store = createAppStore({ preloadedState: { sidebar: { is_open: true, selected: null, selectedProject: null } } as Partial<RootState> });
    const { container } = renderWithProviders(<UserSidebar />, { store });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(cachedUser(store)).toBeNull();
  });

  it('a failed logout says "Login failed" and keeps the user signed in with everything they had', async () => {
    setWindowWidth(1280);
    resetNotify();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('listener@example.com');
    server.use(http.post('*/api/logout/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    const store = createAppStore({ preloadedState: { ...stateOfOnePerson(), sidebar: { is_open: true, selected: null, selectedProject: null } } as Partial<RootState> });
    renderWithProviders(<UserSidebar />, { store });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'LOGOUT' }));

    await waitFor(() => expect(toastStore.get('logout-failed')?.variant).toBe('error'));
    // The server's message wins when it sends one; the default is the spec's "Login failed".
    expect(toastStore.get('logout-failed')?.message).toBe('A server error occurred.');
    expect(screen.getByRole('heading', { name: 'Welcome Jamie R.!' })).toBeVisible();
    expect(cachedUser(store)?.email).toBe('listener@example.com');
    expect(selectQueue(store.getState())).toHaveLength(2);
    resetNotify();
  });

  it('a failed logout without a message reads "Login failed"', async () => {
    resetNotify();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('listener@example.com');
    server.use(http.post('*/api/logout/', () => new HttpResponse(null, { status: 502 })));
    const store = createAppStore({ preloadedState: { sidebar: { is_open: true, selected: null, selectedProject: null } } as Partial<RootState> });
    renderWithProviders(<UserSidebar />, { store });
    setWindowWidth(1280);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(toastStore.get('logout-failed')).toEqual({ message: 'Login failed', variant: 'error' }));
    expect(cachedUser(store)?.email).toBe('listener@example.com');
    resetNotify();
  });

  it('impersonation: the admin now sees the other user, on MY PROJECTS, with nothing of their own left open', async () => {
    const store = await signedInStore('admin@example.com');

    await store.dispatch(impersonateApi.endpoints.impersonate.initiate({ email: 'pro@example.com' })).unwrap();

    expect(cachedUser(store)?.email).toBe('pro@example.com');
    expect(cachedUser(store)?.impersonator?.email).toBe('admin@example.com');
    expect(store.getState().sidebar).toEqual({ is_open: true, selected: 'projects', selectedProject: null });
    expect(selectCurrentPopup(store.getState())).toBeNull();
    expectNothingOfThePreviousPerson(store);
  });

  it('expired: a 401 to any call while signed in signs the app out and says so once', async () => {
    resetNotify();
    const store = await signedInStore('listener@example.com');
    const cachedUserBefore = cachedUser(store)!;
    server.use(http.get('*/api/users/me/activity/', () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })));
    const call = testApi.injectEndpoints({
      endpoints: (build) => ({ myActivity: build.query<unknown, void>({ query: () => 'users/me/activity/' }) }),
      overrideExisting: false,
    }).endpoints.myActivity;

    await store.dispatch(call.initiate(undefined, { subscribe: false }));
    await store.dispatch(call.initiate(undefined, { subscribe: false, forceRefetch: true }));

    expect(cachedUser(store)).toBeNull();
    // The sidebar and the popup they had open wait for them, behind a prompt to log in (the sidebar's
    // and the popup layer's tests).
    expect(store.getState().sidebar).toMatchObject({ is_open: true, heldFor: cachedUserBefore.id });
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'add', props: {} });
    expectNothingOfThePreviousPerson(store);
    expect(toastStore.get('session-expired')).toEqual({ message: UNAUTHORIZED_MESSAGE, variant: 'error' });
    expect(toastStore.keys()).toEqual(['session-expired']);

    // Signed in again, nothing asks them to log in any more.
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'listener@example.com', password: 'demo1234', staySignedIn: false })).unwrap();
    expect(toastStore.keys()).toEqual([]);
    resetNotify();
  });

  it("a visitor's 401 stays silent", async () => {
    resetNotify();
    const store = createAppStore();
    await store.dispatch(userApi.endpoints.getMe.initiate());
    await store.dispatch(testApi.endpoints.myProjects.initiate(undefined, { subscribe: false }));
    expect(cachedUser(store)).toBeNull();
    expect(toastStore.keys()).toEqual([]);
  });
});

/** The server ends the browser's session (as an expiry would), with no tab of the app open to see it. */
async function endSessionOnServer() {
  const response = await fetch(`${location.origin}/api/users/me/`, { credentials: 'include', headers: { 'X-Mock-Scenario': 'expire-session' } });
  expect(response.status).toBe(401);
}

/** Signs in through the app (its first current-user call fetched the csrftoken the login needs). */
async function signInThroughApp(email: string, staySignedIn: boolean) {
  const store = createAppStore();
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  await store.dispatch(authApi.endpoints.login.initiate({ username: email, password: 'demo1234', staySignedIn })).unwrap();
  return store;
}

/** The app opened again: a new store asks who is signed in, as the header does on mount. */
async function openAppAgain() {
  const store = createAppStore();
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  return store;
}

describe('a session that ended while the app was closed', () => {
  it('the first current-user 401 says "Unauthorized. Please log in." once, and the app is signed out', async () => {
    resetNotify();
    await signInThroughApp('listener@example.com', true);
    await endSessionOnServer();

    const reopened = await openAppAgain();
    expect(cachedUser(reopened)).toBeNull();
    expect(toastStore.get('session-expired')).toEqual({ message: UNAUTHORIZED_MESSAGE, variant: 'error' });
    expect(toastStore.keys()).toEqual(['session-expired']);

    // Told once: opened once more, the app is a visitor's, silently.
    resetNotify();
    await openAppAgain();
    expect(toastStore.keys()).toEqual([]);
  });

  it('the same after a session without "Keep me logged in", while the browser stays open', async () => {
    resetNotify();
    await signInThroughApp('pro@example.com', false);
    await endSessionOnServer();
    await openAppAgain();
    expect(toastStore.get('session-expired')).toEqual({ message: UNAUTHORIZED_MESSAGE, variant: 'error' });
    resetNotify();
  });

  it('someone who signed out, and a visitor who never signed in, hear nothing', async () => {
    resetNotify();
    const store = await signInThroughApp('listener@example.com', true);
    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    await openAppAgain();
    expect(toastStore.keys()).toEqual([]);
  });
});

describe('session expiry is not silent', () => {
  it('with expire-session, the current-user call\'s 401 shows "Unauthorized. Please log in." and Login / Register', async () => {
    resetNotify();
    signInAs('listener@example.com');
    const store = createAppStore();
    const router = createTestRouter(appRoutes(store.dispatch), { initialEntries: ['/about'] });
    render(
      <Provider store={store}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </Provider>,
    );
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Jamie R' })).toBeInTheDocument();

    // The session ends on the server after one more call; the app re-checks who is signed in.
    setScenarios(['expire-session:1']);
    await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
    await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));

    expect(await screen.findByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    expect(await within(header).findByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    resetNotify();
  });
});
