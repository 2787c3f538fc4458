import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { renderWithProviders } from '@/shared/lib/test';
import { AccountPage } from './account-page';

function renderAccountPages(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/activity" element={<AccountPage area="activity" />} />
      <Route path="/account" element={<AccountPage area="account" />} />
      <Route path="/support" element={<AccountPage area="support" />} />
      <Route path="/project" element={<p>The projects page</p>} />
    </Routes>,
    { route: path },
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
});
