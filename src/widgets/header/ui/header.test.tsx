import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { login } from '@mocks/lib/testing/client';
import { server } from '@mocks/node';
import { renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import { Header } from './header';

describe('Header (desktop)', () => {
  it('shows the logo, the three links and Login / Register to a visitor', async () => {
    setWindowWidth(1280);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Header />);

    expect(screen.getByRole('link', { name: '4EM Production Music home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'What We Do' })).toHaveAttribute('href', '/what-we-do');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await user.click(await within(nav).findByRole('button', { name: 'Login / Register' }));
    expect(store.getState().popup?.current?.name).toBe('register_login');
  });

  it('shows a signed-in user their first name and last initial, which toggles the sidebar', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Header />);

    const nameButton = await screen.findByRole('button', { name: 'Jamie R' });
    expect(screen.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
    expect(nameButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(nameButton);
    expect(nameButton).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().sidebar?.is_open).toBe(true);

    await user.click(nameButton);
    expect(nameButton).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().sidebar?.is_open).toBe(false);

    // Opened from here, Escape closes it again while focus is still on the button.
    await user.click(nameButton);
    await user.keyboard('{Escape}');
    expect(store.getState().sidebar?.is_open).toBe(false);
  });

  it('points Browse Music at the track search while tracks are shown', () => {
    setWindowWidth(1280);
    renderWithProviders(<Header />, { route: '/search?type=tracks&query=drums' });
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?type=tracks');
  });
});

describe('Header (mobile, below 768 px)', () => {
  it('has a search icon to /search?type=tracks that toggles the search bar, and a burger menu', async () => {
    setWindowWidth(375);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Header />);

    // The desktop navigation is gone; the mobile menu is closed.
    expect(screen.queryByRole('link', { name: 'What We Do' })).not.toBeInTheDocument();

    const searchLink = screen.getByRole('link', { name: 'Search tracks' });
    expect(searchLink).toHaveAttribute('href', '/search?type=tracks');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(searchLink);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?type=tracks');
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hide track search' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Hide track search' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'What We Do' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(await within(menu).findByRole('button', { name: 'Login / Register' })).toBeInTheDocument();

    // Following a link closes the menu.
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('on a phone, a signed-in person finds the sidebar\'s areas as pages in the menu (there is no sidebar there)', async () => {
    setWindowWidth(375);
    await login('listener@example.com');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByText('Jamie R')).toBeInTheDocument();
    for (const [name, href] of [['My Projects', '/project'], ['My Activity', '/activity'], ['My Account', '/account'], ['Support', '/support'], ['Cue Sheet From an Edit', '/cue-sheet']]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).queryByRole('link', { name: 'Site Admin' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'My Account' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("on a phone, a site administrator's menu also has SITE ADMIN", async () => {
    setWindowWidth(375);
    await login('admin@example.com');
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'Site Admin' })).toHaveAttribute('href', '/admin');
  });

  it('on a phone, the menu opened before the session is known stays open once it is (that was no sign-in)', async () => {
    setWindowWidth(375);
    await login('listener@example.com');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/users/me/', async () => { await answered; return undefined; }));
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    answer();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'My Projects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches layout when the window is resized', () => {
    setWindowWidth(1280);
    renderWithProviders(<Header />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    act(() => setWindowWidth(600));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
