import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutLocally } from '@mocks/node';
import { put, takeEvery } from 'redux-saga/effects';
import { currentUserAnswered, userApi } from '@/entities/user';
import { sessionChanged, type UserDto } from '@/shared/api';
import { recordRequests } from '@/shared/lib/test';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { selectSidebarOpen } from '@/shared/lib/sidebar';
import { makeStore, type AppStore, type RootState } from '@/shared/redux';
import { SESSION_TABS_CHANNEL, sessionAcrossTabs } from './session-across-tabs';

/** What the app's session saga does with the event that matters here: the user it names is shown. */
function* showTheSessionsUser() {
  yield takeEvery(sessionChanged.type, function* show({ payload }: ReturnType<typeof sessionChanged>) {
    yield put(currentUserAnswered(payload.user));
  });
}

const openChannels: BroadcastChannel[] = [];
afterEach(() => openChannels.splice(0).forEach((channel) => channel.close()));

/** One tab of the app: a store with the session's reactions, on the channel every tab shares. */
function openTab(
  preloadedState?: Partial<RootState>,
  channel: BroadcastChannel | ChannelStub = new BroadcastChannel(SESSION_TABS_CHANNEL),
): AppStore {
  if (channel instanceof BroadcastChannel) openChannels.push(channel);
  return makeStore({
    preloadedState,
    sagas: [
      showTheSessionsUser,
      function* tabs() {
        yield* sessionAcrossTabs(() => channel as BroadcastChannel);
      },
    ],
  });
}

const shownUser = (tab: AppStore) => userApi.endpoints.getMe.select()(tab.getState()).data;

async function answeredSession(tab: AppStore) {
  await tab.dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
}

/** The server's answer for `email`'s session: what a login (or an impersonation) hands the session event. */
async function userOf(email: string): Promise<UserDto> {
  signInAs(email);
  const asked = await makeStore().dispatch(userApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  return asked.data!;
}

/** A tab's channel whose messages the test hands over itself, as any build might send them. */
class ChannelStub extends EventTarget {
  postMessage(): void {}
  close(): void {}
  async receive(data: unknown): Promise<void> {
    this.dispatchEvent(new MessageEvent('message', { data }));
    await Promise.resolve();
  }
}

describe('the session across tabs', () => {
  it('signing out in one tab signs the other out, with its sidebar and popups closed', async () => {
    signInAs('listener@example.com');
    const here = openTab();
    const there = openTab({
      sidebar: { is_open: true, selected: 'projects', selectedProject: null },
      popup: { current: { name: 'add', props: {} }, stack: [] },
    } as Partial<RootState>);
    await Promise.all([answeredSession(here), answeredSession(there)]);
    expect(shownUser(there)?.email).toBe('listener@example.com');

    // What the logout's answer dispatches here (features/auth).
    here.dispatch(sessionChanged({ reason: 'logout', user: null }));

    await vi.waitFor(() => expect(shownUser(there)).toBeNull());
    expect(there.getState().sidebar).toEqual({ is_open: false, selected: null, selectedProject: null });
    expect(selectCurrentPopup(there.getState())).toBeNull();
  });

  it('signing in in one tab signs the other in without asking the server, and closes its login popup', async () => {
    const pro = await userOf('pro@example.com');
    signOutLocally();
    const here = openTab();
    const there = openTab({ popup: { current: { name: 'login', props: {} }, stack: [] } } as Partial<RootState>);
    await Promise.all([answeredSession(here), answeredSession(there)]);
    expect(shownUser(there)).toBeNull();
    const requests = recordRequests();

    // What the login's answer dispatches here (features/auth).
    here.dispatch(sessionChanged({ reason: 'login', user: pro }));

    await vi.waitFor(() => expect(shownUser(there)?.email).toBe('pro@example.com'));
    requests.stop();
    expect(selectCurrentPopup(there.getState())).toBeNull();
    expect(requests.urls).toEqual([]);
  });

  it('an impersonation is followed, without opening the sidebar in the other tab', async () => {
    const pro = await userOf('pro@example.com');
    signInAs('admin@example.com');
    const here = openTab();
    const there = openTab();
    await Promise.all([answeredSession(here), answeredSession(there)]);

    // What the impersonation's answer dispatches here (features/impersonate-user).
    here.dispatch(sessionChanged({ reason: 'impersonate', user: pro }));

    await vi.waitFor(() => expect(shownUser(there)?.email).toBe('pro@example.com'));
    expect(selectSidebarOpen(here.getState())).toBe(true);
    expect(selectSidebarOpen(there.getState())).toBe(false);
  });

  it('a tab already showing that person keeps what it has', async () => {
    signInAs('pro@example.com');
    const channel = new ChannelStub();
    const there = openTab({ popup: { current: { name: 'add', props: {} }, stack: [] } } as Partial<RootState>, channel);
    await answeredSession(there);

    await channel.receive({ reason: 'login', user: shownUser(there) });

    expect(selectCurrentPopup(there.getState())?.name).toBe('add');
    expect(shownUser(there)?.email).toBe('pro@example.com');
  });

  it('messages that are not a session change (an expired session, another build) are ignored', async () => {
    signInAs('listener@example.com');
    const channel = new ChannelStub();
    const there = openTab(undefined, channel);
    await answeredSession(there);

    for (const message of [{ reason: 'expired', user: null }, { reason: 'logout' }, { reason: 'login', user: { email: 'someone@example.com' } }, 'logout', null]) {
      await channel.receive(message);
      expect(shownUser(there)?.email).toBe('listener@example.com');
    }
    await channel.receive({ reason: 'logout', user: null });
    expect(shownUser(there)).toBeNull();
  });
});
