import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server, signInAs, takeContractMismatches } from '@mocks/node';
import { UNAUTHORIZED_MESSAGE, userApi } from '@/entities/user';
import { baseApi } from '@/shared/api';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { openSidebar, selectSidebarOpen } from '@/shared/lib/sidebar';
import { makeStore as makeBareStore, type AppStore } from '@/shared/redux';
import { sessionSaga } from '../model/session-saga';
import { authApi } from './auth-api';

/** The store as the app builds it for the session: with the session's reactions running. */
const makeStore = () => makeBareStore({ sagas: [sessionSaga] });

/** Per-user data as other slices cache it: tagged 'Project' (a users/me call) and 'Album' (PRO-filtered). */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myThings: build.query<{ owner: string; n: number }, void>({
      query: () => 'users/me/test-things/',
      providesTags: ['Project'],
    }),
    albumsForMe: build.query<{ owner: string; n: number }, void>({
      query: () => 'test/albums/',
      providesTags: ['Album'],
    }),
  }),
});

let calls = 0;
function serveTestData() {
  calls = 0;
  const answer = () => {
    calls += 1;
    const owner = /sessionid=([^;]+)/.test(document.cookie) ? 'someone' : 'visitor';
    return HttpResponse.json({ owner, n: calls });
  };
  server.use(http.get('*/api/users/me/test-things/', answer), http.get('*/api/test/albums/', answer));
}

// The two stand-ins above are this test's own calls, not the contract's: the contract check (which
// names them as calls it does not have) leaves them out, and holds every other call.
const TEST_ONLY_PATHS = ['/api/users/me/test-things/', '/api/test/albums/'];
afterEach(async () => {
  await takeContractMismatches((mismatch) => TEST_ONLY_PATHS.includes(new URL(mismatch.url).pathname));
});

const getMe = (store: AppStore) => userApi.endpoints.getMe.select()(store.getState());
const cachedAlbums = (store: AppStore) => testApi.endpoints.albumsForMe.select()(store.getState());

async function primeCsrf(store: AppStore) {
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

describe('current user (GET /api/users/me/)', () => {
  it('is null for a visitor: the 401 is an answer, not an error', async () => {
    const store = makeStore();
    const result = await store.dispatch(userApi.endpoints.getMe.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('is the user with a session', async () => {
    signInAs('pro@example.com');
    const store = makeStore();
    const result = await store.dispatch(userApi.endpoints.getMe.initiate());
    expect(result.data?.email).toBe('pro@example.com');
    expect(result.data?.restricted_pro_groups).toEqual([{ name: 'BMI' }]);
  });

  it('keeps the last known user when the call fails for another reason, and is not retried', async () => {
    signInAs('listener@example.com');
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getMe.initiate());
    let attempts = 0;
    server.use(
      http.get('*/api/users/me/', () => {
        attempts += 1;
        return HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
      }),
    );
    const again = await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    expect(again.isError).toBe(true);
    expect(attempts).toBe(1);
    expect(getMe(store).data?.email).toBe('listener@example.com');
  });
});

describe('signing in and out discards per-user caches', () => {
  it('login stores the user and drops cached per-user data nobody watches', async () => {
    serveTestData();
    const store = makeStore();
    await primeCsrf(store);
    const cached = store.dispatch(testApi.endpoints.albumsForMe.initiate());
    await cached;
    cached.unsubscribe(); // still cached (keepUnusedDataFor), as after leaving a page
    expect(cachedAlbums(store).data).toEqual({ owner: 'visitor', n: 1 });

    await store.dispatch(authApi.endpoints.login.initiate({ username: 'listener@example.com', password: 'demo1234', staySignedIn: true })).unwrap();

    await waitFor(() => expect(getMe(store).data?.email).toBe('listener@example.com'));
    await waitFor(() => expect(cachedAlbums(store).data).toBeUndefined());
    expect(calls).toBe(1);
  });

  it('login refetches per-user data still on screen, so the visitor version is replaced', async () => {
    serveTestData();
    const store = makeStore();
    await primeCsrf(store);
    const watched = store.dispatch(testApi.endpoints.albumsForMe.initiate());
    await watched;
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'pro@example.com', password: 'demo1234', staySignedIn: true })).unwrap();
    await waitFor(() => expect(cachedAlbums(store).data).toEqual({ owner: 'someone', n: 2 }));
    watched.unsubscribe();
  });

  it('logout sets the user to null, drops per-user data and resets the sidebar', async () => {
    signInAs('listener@example.com');
    serveTestData();
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getMe.initiate());
    const projects = store.dispatch(testApi.endpoints.myThings.initiate());
    await projects;
    projects.unsubscribe();
    store.dispatch(openSidebar('projects'));

    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();

    await waitFor(() => expect(getMe(store).data).toBeNull());
    await waitFor(() => expect(testApi.endpoints.myThings.select()(store.getState()).data).toBeUndefined());
    expect(selectSidebarOpen(store.getState())).toBe(false);
  });
});

describe('a 401 mid-session', () => {
  it('flips the app to signed out and says "Unauthorized. Please log in." once', async () => {
    resetNotify();
    signInAs('listener@example.com');
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getMe.initiate());
    expect(getMe(store).data?.email).toBe('listener@example.com');
    server.use(http.get('*/api/users/me/test-things/', () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })));

    await store.dispatch(testApi.endpoints.myThings.initiate(undefined, { subscribe: false }));
    await store.dispatch(testApi.endpoints.myThings.initiate(undefined, { subscribe: false, forceRefetch: true }));

    await waitFor(() => expect(getMe(store).data).toBeNull());
    expect(toastStore.get('session-expired')).toEqual({ message: UNAUTHORIZED_MESSAGE, variant: 'error' });
    expect(toastStore.keys()).toEqual(['session-expired']);
    resetNotify();
  });

  it('does nothing for a visitor', async () => {
    resetNotify();
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getMe.initiate());
    await store.dispatch(testApi.endpoints.myThings.initiate(undefined, { subscribe: false }));
    expect(toastStore.keys()).toEqual([]);
  });
});
