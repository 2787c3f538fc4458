import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from '@mocks/lib/server/cookies';
import { login } from '@mocks/lib/testing/client';
import { signInAs } from '@mocks/node';
import { authApi, sessionSaga, useLogout } from '@/features/auth';
import type { AppStore } from '@/shared/redux';
import { renderWithProviders } from '@/shared/lib/test';
import { AccountPage } from './account-page';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Sign out
    </button>
  );
}

function renderAccountPages(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/activity" element={<AccountPage area="activity" />} />
      <Route path="/account" element={<AccountPage area="account" />} />
      <Route path="/support" element={<AccountPage area="support" />} />
      <Route path="/admin" element={<AccountPage area="admin" />} />
      <Route path="/project" element={<p>The projects page</p>} />
    </Routes>,
    { route: path, sagas: [sessionSaga] },
  );
}

describe('AccountPage (the sidebar areas as pages)', () => {
  it('shows a signed-in person MY ACCOUNT, and links to the other areas', async () => {
    signInAs('listener@example.com');
    const user = userEvent.setup();
    const { router } = renderAccountPages('/account');
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    const areas = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(areas).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Projects', '/project'],
      ['My Activity', '/activity'],
      ['My Account', '/account'],
      ['Support', '/support'],
    ]);
    expect(within(areas).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(areas).getByRole('link', { name: 'My Activity' }));
    expect(router.state.location.pathname).toBe('/activity');
    expect(screen.getByRole('heading', { name: 'My Activity', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Recent Activity');

    await user.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Support' }));
    expect(await screen.findByRole('form', { name: 'Support request' })).toBeInTheDocument();
    expect(document.title).toContain('Support');
  });

  it('asks a visitor to log in, and opens the login popup', async () => {
    const { store } = renderAccountPages('/activity');
    expect(await screen.findByText('Log in to see your downloads, cue sheets and shares.')).toBeInTheDocument();
    expect(store.getState().popup?.current?.name).toBe('login');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('gives a site administrator SITE ADMIN: viewing the website as someone leads to their projects', async () => {
    await login('admin@example.com');
    const user = userEvent.setup();
    const { router, store } = renderAccountPages('/admin');
    expect(screen.getByRole('heading', { name: 'Site Admin', level: 1 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'View Website as' });
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Site Admin' })).toHaveAttribute('aria-current', 'page');

    await user.type(within(form).getByLabelText('User Email*'), 'listener@example.com');
    await user.click(within(form).getByRole('button', { name: 'View as user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project'));
    expect(screen.getByText('The projects page')).toBeInTheDocument();
    const viewedAs = store.getState().api.queries['getMe(undefined)']?.data as { email: string; impersonator?: { email: string } } | undefined;
    expect(viewedAs).toMatchObject({ email: 'listener@example.com', impersonator: { email: 'admin@example.com' } });
  });

  it('tells anyone else that SITE ADMIN is for site administrators, and does not link it', async () => {
    signInAs('listener@example.com');
    renderAccountPages('/admin');
    expect(await screen.findByText('Only site administrators can view the website as another user.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'View Website as' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).queryByRole('link', { name: 'Site Admin' })).not.toBeInTheDocument();
  });

  describe('when the session expires while a request is being written', () => {
    /** SUPPORT, with a way to sign out beside it (the header's, in the app). */
    function renderSupportPage() {
      return renderWithProviders(
        <>
          <LogoutButton />
          <Routes>
            <Route path="/support" element={<AccountPage area="support" />} />
          </Routes>
        </>,
        { route: '/support', sagas: [sessionSaga] },
      );
    }

    const PROBLEM = 'The cue sheet for "Night Drive" lists the wrong composer.';

    async function writeSupportRequestThenExpire() {
      await login('listener@example.com');
      const user = userEvent.setup();
      const rendered = renderSupportPage();
      const form = await screen.findByRole('form', { name: 'Support request' });
      await user.selectOptions(within(form).getByLabelText('Request Type*'), 'DOWNLOADS');
      await user.type(within(form).getByLabelText('Description*'), PROBLEM);
      writeDocumentCookie(expiredCookie(SESSION_COOKIE)); // the session has ended: the next call is refused
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      return { user, form, ...rendered };
    }

    function signInAgain(store: AppStore, email: string) {
      return store.dispatch(authApi.endpoints.login.initiate({ username: email, password: 'demo1234', staySignedIn: false })).unwrap();
    }

    it('the page asks its person to log in, and after signing in again the request is back with what was typed', async () => {
      const { user, form, store } = await writeSupportRequestThenExpire();

      expect(await screen.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' })).toHaveFocus();
      expect(screen.getByText('Log in again to carry on here: what you typed is kept.')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Support request' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
      // The notice asks; the login popup opens when they choose to.
      expect(store.getState().popup?.current).toBeFalsy();
      await user.click(screen.getByRole('button', { name: 'LOG IN' }));
      expect(store.getState().popup?.current?.name).toBe('login');

      await signInAgain(store, 'listener@example.com');

      expect(await screen.findByRole('form', { name: 'Support request' })).toBe(form);
      expect(within(form).getByLabelText('Description*')).toHaveValue(PROBLEM);
      expect(within(form).getByText('Failed to submit support request: HTTP error! status: 401')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your request', level: 2 })).toHaveFocus();
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      expect(await within(form).findByText('Submitted!')).toBeInTheDocument();
    });

    it("someone else signing in gets a blank request, without the first person's text", async () => {
      const { store } = await writeSupportRequestThenExpire();
      await screen.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' });

      await signInAgain(store, 'pro@example.com');

      const form = await screen.findByRole('form', { name: 'Support request' });
      expect(within(form).getByLabelText('Description*')).toHaveValue('');
      expect(screen.queryByDisplayValue(PROBLEM)).not.toBeInTheDocument();
    });

    it('signing out is not an ended session: the page asks a visitor to log in, and keeps nothing', async () => {
      await login('listener@example.com');
      const user = userEvent.setup();
      renderSupportPage();
      await user.type(within(await screen.findByRole('form', { name: 'Support request' })).getByLabelText('Description*'), PROBLEM);
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText('Log in to send our team a request.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByDisplayValue(PROBLEM)).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: 'YOUR SESSION HAS ENDED' })).not.toBeInTheDocument();
    });
  });
});
