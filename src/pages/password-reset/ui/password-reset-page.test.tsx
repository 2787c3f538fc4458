import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, setScenarios } from '@mocks/node';
import { useCurrentUser } from '@/entities/user';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { PasswordResetPage, RESET_UNAVAILABLE } from './password-reset-page';

function SessionProbe() {
  useCurrentUser();
  return null;
}

async function renderPage() {
  const result = renderWithProviders(
    <>
      <SessionProbe />
      <PasswordResetPage />
    </>,
    { route: '/password-reset/request-reset' },
  );
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  return { ...result, user: userEvent.setup() };
}

describe('PasswordResetPage', () => {
  it('validates the e-mail like the login panel', async () => {
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'RESET YOUR PASSWORD' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email*'), 'nobody@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email not formatted correctly')).toBeInTheDocument();
  });

  it('sends POST /api/password-reset/request-reset/ and confirms without saying whether the account exists', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/password-reset/request-reset/', async ({ request }) => {
        bodies.push(await request.clone().json());
        await new Promise((resolve) => setTimeout(resolve, 150));
        return undefined;
      }),
    );
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for someone@example.com, we've sent a link to reset your password.",
    );
    expect(bodies).toEqual([{ email: 'someone@example.com' }]);
  });

  it('shows a server field error under the field and other failures in a red alert', async () => {
    server.use(http.post('*/api/password-reset/request-reset/', () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 })));
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    server.use(http.post('*/api/password-reset/request-reset/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    await user.clear(screen.getByLabelText('Email*'));
    await user.type(screen.getByLabelText('Email*'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: A server error occurred.');
    expect(screen.getByLabelText('Email*')).toHaveValue('other@example.com');
  });

  it('offers the login popup', async () => {
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectCurrentPopup(store.getState())?.name).toBe('login');
  });

  it('on a server without the reset call, says so with the contact e-mail and keeps the typed address', async () => {
    setScenarios(['strict']);
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Email*'), 'listener@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(RESET_UNAVAILABLE);
    expect(RESET_UNAVAILABLE).toContain('info@4em.example');
    const mail = screen.getByRole('link', { name: 'E-mail info@4em.example' });
    expect(mail.getAttribute('href')).toBe(
      'mailto:info@4em.example?subject=Password%20reset&body=Please%20reset%20the%20password%20of%20my%20account%2C%20listener%40example.com.',
    );
    expect(screen.getByLabelText('Email*')).toHaveValue('listener@example.com');
    expect(screen.queryByText(/we've sent a link/)).not.toBeInTheDocument();
  });
});
