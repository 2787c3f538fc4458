import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { formatShortName, useCurrentUser } from '@/entities/user';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import { sessionSaga } from './session-saga';
import { useLogout } from './use-logout';

/** A stand-in footer: the user's short name and Logout. */
function Footer() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  return (
    <footer>
      <p>{user ? formatShortName(user) : 'Visitor'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </footer>
  );
}

describe('useLogout', () => {
  it('signs out: the user becomes a visitor', async () => {
    signInAs('listener@example.com');
    renderWithProviders(<Footer />, { sagas: [sessionSaga] });
    expect(await screen.findByText(/^\S+ \S$/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it('keeps the user signed in and shows the error when the logout fails', async () => {
    resetNotify();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('listener@example.com');
    server.use(http.post('*/api/logout/', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<Footer />, { sagas: [sessionSaga] });
    const name = await screen.findByText(/^\S+ \S$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(toastStore.get('logout-failed')).toEqual({ message: 'Login failed', variant: 'error' }));
    expect(errors).toHaveBeenCalled();
    expect(name).toBeInTheDocument();
    resetNotify();
  });
});
