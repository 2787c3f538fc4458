import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@mocks/lib/testing/client';
import { sessionSaga } from '@/features/auth';
import { COMPANY } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { Footer } from './footer';

describe('Footer', () => {
  it('has every site, legal, contact and social link', async () => {
    renderWithProviders(<Footer />, { sagas: [sessionSaga] });
    const footer = screen.getByRole('contentinfo');
    const link = (name: string | RegExp) => within(footer).getByRole('link', { name });

    expect(link('Home')).toHaveAttribute('href', '/');
    expect(link('About')).toHaveAttribute('href', '/about');
    expect(link('Contact')).toHaveAttribute('href', '/contact');
    expect(link('FAQ')).toHaveAttribute('href', '/faq');
    expect(link('Browse Music')).toHaveAttribute('href', '/search');
    expect(link('What We Do')).toHaveAttribute('href', '/what-we-do');
    expect(link('Terms of Use')).toHaveAttribute('href', '/terms-of-use');
    expect(link('Privacy Policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link('Cookie Policy')).toHaveAttribute('href', '/cookie-policy');

    const label = link(/Record Label/);
    expect(label).toHaveAttribute('href', COMPANY.recordLabelUrl);
    expect(label).toHaveAttribute('target', '_blank');
    expect(label).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(link(COMPANY.email)).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    expect(link(COMPANY.phone)).toHaveAttribute('href', 'tel:+13235550144');

    const social = within(footer).getByRole('list', { name: 'Social media' });
    for (const network of COMPANY.social) {
      expect(within(social).getByRole('link', { name: `4EM on ${network.name} (opens in a new tab)` })).toHaveAttribute(
        'href',
        network.url,
      );
    }

    expect(await within(footer).findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(await within(footer).findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('Login opens the login popup for a visitor', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Footer />, { sagas: [sessionSaga] });
    const loginButton = await screen.findByRole('button', { name: 'Login' });
    await user.click(loginButton);
    expect(store.getState().popup?.current?.name).toBe('login');
  });

  it('"Submit your music" opens the submit_demo popup', async () => {
    const { store } = renderWithProviders(<Footer />);
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Submit your music' }));
    expect(store.getState().popup?.current?.name).toBe('submit_demo');
  });

  it('Logout signs the user out and offers Login again', async () => {
    await login('listener@example.com');
    const user = userEvent.setup();
    renderWithProviders(<Footer />, { sagas: [sessionSaga] });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
