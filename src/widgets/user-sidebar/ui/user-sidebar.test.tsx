import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupListeners } from '@reduxjs/toolkit/query';
import { login, post } from '@mocks/lib/testing/client';
import { resetScenarios, setScenarios } from '@mocks/node';
import type { AppStore } from '@/shared/redux';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from '@mocks/lib/server/cookies';
import { authApi, sessionSaga } from '@/features/auth';
import { renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import { UserSidebar } from './user-sidebar';

/** Resolves once `GET /api/users/me/` answered (a visitor's 401 is a fulfilled `null`). */
async function sessionChecked(store: AppStore) {
  await waitFor(() =>
    expect(Object.values(store.getState().api.queries).some((query) => query?.endpointName === 'getMe' && query.status === 'fulfilled')).toBe(true),
  );
}


describe('UserSidebar', () => {
  it('is not shown to a visitor', async () => {
    setWindowWidth(1280);
    const { container, store } = renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    await sessionChecked(store);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens from its tab, greets the user and walks the areas with BACK and close', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });

    const tab = await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' });
    expect(tab).toHaveTextContent('MY PROJECTS');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    // The tab opens MY PROJECTS and then shows the open area's name.
    await user.click(tab);
    const sidebar = screen.getByRole('complementary', { name: 'My account sidebar' });
    expect(within(sidebar).getByRole('heading', { name: 'MY PROJECTS' })).toBeInTheDocument();
    expect(tab).toHaveTextContent('MY PROJECTS');
    expect(tab).toHaveAccessibleName('MY PROJECTS, close sidebar');

    // BACK returns to the main menu; the tab then reads CLOSE.
    await user.click(within(sidebar).getByRole('button', { name: 'BACK' }));
    expect(within(sidebar).getByRole('heading', { name: 'Welcome Jamie R.!' })).toBeInTheDocument();
    expect(tab).toHaveTextContent('CLOSE');
    const menu = within(sidebar).getAllByRole('button').map((button) => button.textContent);
    expect(menu).toEqual(['', 'MY PROJECTS', 'MY ACTIVITY', 'MY ACCOUNT', 'SUPPORT', 'LOGOUT']);

    await user.click(within(sidebar).getByRole('button', { name: 'MY ACTIVITY' }));
    expect(within(sidebar).getByRole('heading', { name: 'MY ACTIVITY' })).toBeInTheDocument();
    expect(await within(sidebar).findByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Recent Activity');
    expect(tab).toHaveTextContent('MY ACTIVITY');

    await user.click(within(sidebar).getByRole('button', { name: 'BACK' }));
    await user.click(within(sidebar).getByRole('button', { name: 'SUPPORT' }));
    expect(await within(sidebar).findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');

    await user.click(within(sidebar).getByRole('button', { name: 'Close sidebar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    // The close button went away with the panel: focus is on the tab, not lost to the page.
    expect(tab).toHaveFocus();
  });

  it('MY PROJECTS asks again once the tab is shown again: a project made in another tab appears', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    const { store } = renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    const stopListening = setupListeners(store.dispatch);
    await user.click(await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' }));
    const projects = await screen.findByRole('list', { name: 'Projects' });
    await within(projects).findAllByRole('listitem');

    // The same person, in another tab (same cookies).
    expect((await post('/api/users/me/projects/', { title: 'Made in another tab' })).status).toBe(201);
    expect(within(projects).queryByText('Made in another tab')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));

    expect(await within(projects).findByText('Made in another tab')).toBeInTheDocument();
    stopListening();
  });

  it('MY PROJECTS that failed while offline fill themselves in once the browser is back online', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    setScenarios(['network:/api/users/me/projects/']);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    const stopListening = setupListeners(store.dispatch);
    await user.click(await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' }));
    expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();

    resetScenarios();
    window.dispatchEvent(new Event('online'));

    const projects = await screen.findByRole('list', { name: 'Projects' });
    expect(within(projects).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to fetch projects')).not.toBeInTheDocument();
    stopListening();
  });

  it('closes on Escape and returns focus to the tab', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    const tab = await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' });
    await user.click(tab);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(tab).toHaveFocus();
  });

  it('offers SITE ADMIN to an admin only', async () => {
    setWindowWidth(1280);
    await login('admin@example.com');
    const user = userEvent.setup();
    renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    await user.click(await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' }));
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('heading', { name: 'Welcome Alex M.!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SITE ADMIN' }));
    expect(screen.getByRole('heading', { name: 'SITE ADMIN' })).toBeInTheDocument();
  });

  it('LOGOUT signs out and the sidebar goes away', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(
      <>
        <UserSidebar />
        <div id="main-content" tabIndex={-1} />
      </>,
      { sagas: [sessionSaga] },
    );
    await user.click(await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' }));
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(container.querySelector('.user-sidebar')).toBeNull());
    expect(store.getState().sidebar?.is_open).toBe(false);
    // The focused LOGOUT went away with the sidebar: focus is on the page's content, not lost.
    await waitFor(() => expect(container.querySelector('#main-content')).toHaveFocus());
  });

  describe('when the session expires while a form in it is being filled in', () => {
    const PROBLEM = 'The stems of "Night Drive" download as one file instead of five.';

    async function writeSupportRequestThenExpire() {
      setWindowWidth(1280);
      await login('listener@example.com');
      const user = userEvent.setup();
      const rendered = renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
      await user.click(await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' }));
      await user.click(screen.getByRole('button', { name: 'BACK' }));
      await user.click(screen.getByRole('button', { name: 'SUPPORT' }));
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

    it('the sidebar stays open asking to log in, and after signing in again the form is back with what was typed', async () => {
      const { user, form, store } = await writeSupportRequestThenExpire();

      const sidebar = screen.getByRole('complementary', { name: 'My account sidebar' });
      expect(await within(sidebar).findByRole('heading', { name: 'YOUR SESSION HAS ENDED' })).toHaveFocus();
      expect(within(sidebar).getByText('Log in again to carry on here: what you typed is kept.')).toBeInTheDocument();
      expect(within(sidebar).queryByRole('form', { name: 'Support request' })).not.toBeInTheDocument();
      expect(within(sidebar).queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
      await user.click(within(sidebar).getByRole('button', { name: 'LOG IN' }));
      expect(store.getState().popup?.current?.name).toBe('login');

      await signInAgain(store, 'listener@example.com');

      expect(await within(sidebar).findByRole('form', { name: 'Support request' })).toBe(form);
      expect(within(form).getByLabelText('Description*')).toHaveValue(PROBLEM);
      expect(within(form).getByLabelText('Request Type*')).toHaveDisplayValue('DOWNLOADS');
      expect(within(form).getByText('Failed to submit support request: HTTP error! status: 401')).toBeInTheDocument();
      expect(within(sidebar).queryByRole('heading', { name: 'YOUR SESSION HAS ENDED' })).not.toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      expect(await within(form).findByText('Submitted!')).toBeInTheDocument();
    });

    it('someone else signing in instead finds the sidebar closed, without the first person\'s text', async () => {
      const { user, store } = await writeSupportRequestThenExpire();
      await screen.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' });

      await signInAgain(store, 'pro@example.com');

      const tab = await screen.findByRole('button', { name: 'MY PROJECTS, open sidebar' });
      expect(store.getState().sidebar?.is_open).toBe(false);
      await user.click(tab);
      expect(await screen.findByRole('heading', { name: 'MY PROJECTS' })).toBeInTheDocument();
      expect(screen.queryByDisplayValue(PROBLEM)).not.toBeInTheDocument();
    });

    it('closing it while it waits lets it go', async () => {
      const { user, container } = await writeSupportRequestThenExpire();
      await screen.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' });
      await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
      await waitFor(() => expect(container.querySelector('.user-sidebar')).toBeNull());
    });
  });

  it('is desktop only', async () => {
    setWindowWidth(700);
    await login('listener@example.com');
    const { container, store } = renderWithProviders(<UserSidebar />, { sagas: [sessionSaga] });
    await sessionChecked(store);
    expect(container).toBeEmptyDOMElement();
  });
});
