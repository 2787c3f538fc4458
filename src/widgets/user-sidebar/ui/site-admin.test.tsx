import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { userApi } from '@/entities/user';
import { sessionSaga } from '@/features/auth';
import { ViewingAsBar } from '@/features/impersonate-user';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import type { RootState } from '@/shared/redux';
import { UserSidebar } from './user-sidebar';

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialWidth });
  resetNotify();
});

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
});
