import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, setScenarios, signInAs } from '@mocks/node';
import { userApi } from '@/entities/user';
import { authApi, sessionSaga } from '@/features/auth';
import { ViewingAsBar } from '@/features/impersonate-user';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import type { RootState } from '@/shared/redux';
import { UserSidebar } from './user-sidebar';

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialWidth });
  resetNotify();
  localStorage.clear();
});

/** The admin signed in, the sidebar open on SITE ADMIN, and the bar above it. */
function renderAdminSidebar() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  signInAs('admin@example.com');
  return renderSidebarWithBar({ sidebar: { is_open: true, selected: 'admin', selectedProject: null } } as Partial<RootState>);
}

function renderSidebarWithBar(preloadedState?: Partial<RootState>) {
  return renderWithProviders(
    <>
      <ViewingAsBar />
      <UserSidebar />
    </>,
    { sagas: [sessionSaga], preloadedState },
  );
}

async function viewAs(email: string) {
  const user = userEvent.setup();
  const sidebar = await screen.findByRole('complementary', { name: 'My account sidebar' });
  await user.type(await within(sidebar).findByRole('textbox', { name: 'User Email*' }), email);
  await user.click(within(sidebar).getByRole('button', { name: 'View as user' }));
  return { user, bar: await screen.findByRole('region', { name: 'Viewing as another user' }) };
}

describe('SITE ADMIN in the sidebar', () => {
  it('an admin views the site as another user: a toast, MY PROJECTS, a bar saying whom; back to their own account', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    signInAs('admin@example.com');
    const { store } = renderWithProviders(
      <>
        <ViewingAsBar />
        <UserSidebar />
      </>,
      { sagas: [sessionSaga], preloadedState: { sidebar: { is_open: true, selected: 'admin', selectedProject: null } } as Partial<RootState> },
    );
    const user = userEvent.setup();
    const sidebar = await screen.findByRole('complementary', { name: 'My account sidebar' });
    await user.type(await within(sidebar).findByRole('textbox', { name: 'User Email*' }), 'listener@example.com');
    await user.click(within(sidebar).getByRole('button', { name: 'View as user' }));

    expect(await within(sidebar).findByRole('heading', { name: 'MY PROJECTS' })).toBeInTheDocument();
    const bar = await screen.findByRole('region', { name: 'Viewing as another user' });
    expect(bar).toHaveTextContent('Viewing as Jamie Rivera (listener@example.com)');
    expect(toastStore.keys().map((key) => toastStore.get(key))).toContainEqual({
      message: 'Successfully impersonating listener@example.com',
      variant: 'success',
    });
    // The listener is no admin: no SITE ADMIN for them.
    await user.click(within(sidebar).getByRole('button', { name: 'BACK' }));
    expect(within(sidebar).getByRole('heading', { name: 'Welcome Jamie R.!' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'SITE ADMIN' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: "Back to Alex's account" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Viewing as another user' })).not.toBeInTheDocument());
    expect(userApi.endpoints.getMe.select()(store.getState()).data?.email).toBe('admin@example.com');
  });

  describe('on a server built from the spec alone (no impersonator, no impersonate/stop/)', () => {
    it('the browser remembers the admin: the bar shows, stays after a reload, and "Back to" returns by impersonating the admin', async () => {
      setScenarios(['strict']);
      const first = renderAdminSidebar();
      const { bar } = await viewAs('listener@example.com');
      expect(bar).toHaveTextContent('Viewing as Jamie Rivera (listener@example.com)');
      expect(userApi.endpoints.getMe.select()(first.store.getState()).data).not.toHaveProperty('impersonator');

      // A reload: a new page asks the server who is signed in; the answer does not say who the admin is.
      first.unmount();
      const { store } = renderSidebarWithBar();
      const again = await screen.findByRole('region', { name: 'Viewing as another user' });
      const user = userEvent.setup();
      await user.click(within(again).getByRole('button', { name: "Back to Alex's account" }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Viewing as another user' })).not.toBeInTheDocument());
      expect(userApi.endpoints.getMe.select()(store.getState()).data?.email).toBe('admin@example.com');
      expect(localStorage.getItem('cuebox:impersonation')).toBeNull();
    });

    it('where the server refuses that too, the bar says to log in again as the admin', async () => {
      setScenarios(['strict']);
      renderAdminSidebar();
      const { user, bar } = await viewAs('listener@example.com');
      server.use(http.post('*/api/users/me/impersonate/', () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
      await user.click(within(bar).getByRole('button', { name: "Back to Alex's account" }));
      expect(await within(bar).findByRole('alert')).toHaveTextContent('To get back to your account, log out and log in again as admin@example.com.');
    });

    it('signing out forgets the admin', async () => {
      setScenarios(['strict']);
      const { store } = renderAdminSidebar();
      await viewAs('listener@example.com');
      await store.dispatch(authApi.endpoints.logout.initiate());
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Viewing as another user' })).not.toBeInTheDocument());
      expect(localStorage.getItem('cuebox:impersonation')).toBeNull();
    });
  });
});
