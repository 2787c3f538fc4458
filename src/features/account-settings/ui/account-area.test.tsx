import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from '@mocks/lib/server/cookies';
import { login as loginOverHttp } from '@mocks/lib/testing/client';
import { userApi } from '@/entities/user';
import { SAVED_CLEAR_MS } from '@/shared/lib/form';
import { renderWithProviders } from '@/shared/lib/test';
import type { AppStore } from '@/shared/redux';
import { AccountArea } from './account-area';

const cachedUser = (store: AppStore) => userApi.endpoints.getMe.select()(store.getState()).data;

async function renderAccount(email = 'listener@example.com') {
  signInAs(email);
  const result = renderWithProviders(<AccountArea />);
  await screen.findByRole('form', { name: 'Profile' });
  return { ...result, user: userEvent.setup() };
}

const form = (name: string) => screen.getByRole('form', { name });

describe('MY ACCOUNT twice on one page (the sidebar and the /account page)', () => {
  it('gives each form its own ids, so each section is named by its own heading', async () => {
    signInAs('listener@example.com');
    const { container } = renderWithProviders(
      <>
        <AccountArea />
        <AccountArea />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('form', { name: 'Profile' })).toHaveLength(2));
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of ['PROFILE', 'PASSWORD RESET', 'DOWNLOAD FILE FORMAT', 'ADDRESS & CONTACT INFO']) {
      expect(screen.getAllByRole('region', { name: section })).toHaveLength(2);
    }
  });
});

describe('MY ACCOUNT: profile', () => {
  it('shows the validation messages of the spec and sends nothing', async () => {
    const { user } = await renderAccount();
    const profile = form('Profile');
    await user.clear(within(profile).getByRole('textbox', { name: 'First Name*' }));
    await user.clear(within(profile).getByRole('textbox', { name: 'Last Name*' }));
    await user.clear(within(profile).getByRole('textbox', { name: 'Email*' }));
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(within(profile).getByText('First Name is required')).toBeInTheDocument();
    expect(within(profile).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(profile).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(profile).getByRole('textbox', { name: 'Email*' }), 'jamie@nowhere');
    expect(within(profile).getByText('Email not formatted correctly')).toBeInTheDocument();
  });

  it('saves: "Saving...", then "Saved!" cleared after 3 s; the saved user replaces the cached user', async () => {
    server.use(http.put('*/api/users/me/update/', async () => { await delay(30); return undefined; }));
    const { user, store } = await renderAccount();
    const profile = form('Profile');
    const company = within(profile).getByRole('textbox', { name: 'Company Role' });
    await user.clear(company);
    await user.type(company, 'Music supervisor');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
      expect(within(profile).getByRole('status')).toHaveTextContent('Saving...');
      await waitFor(() => expect(within(profile).getByRole('status')).toHaveTextContent('Saved!'));
      expect(cachedUser(store)?.company_role).toBe('Music supervisor');
      await act(async () => { vi.advanceTimersByTime(SAVED_CLEAR_MS); });
      expect(within(profile).getByRole('status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed save shows "Error: {message}", the server\'s field message, and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = await renderAccount();
    const profile = form('Profile');
    const email = within(profile).getByRole('textbox', { name: 'Email*' });
    await user.clear(email);
    await user.type(email, 'pro@example.com'); // another user's address
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(within(profile).getByRole('status')).toHaveTextContent('Error: A user with this email already exists.'));
    expect(email).toHaveValue('pro@example.com');
    expect(email).toHaveAccessibleDescription('A user with this email already exists.');
    expect(cachedUser(store)?.email).toBe('listener@example.com');
  });

  it('a save refused because the session had ended says so, and keeps what was typed to save again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAccount();
    const profile = form('Profile');
    const company = within(profile).getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Rivera Sound Ltd');
    writeDocumentCookie(expiredCookie(SESSION_COOKIE)); // the session has ended: the save is refused
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(within(profile).getByRole('status')).toHaveTextContent('Error: Your session had ended, so this was not saved. Please save it again.'),
    );
    expect(company).toHaveValue('Rivera Sound Ltd');
  });

  it('a server failure without a message reads "Error: Update failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put('*/api/users/me/update/', () => new HttpResponse(null, { status: 502 })));
    const { user } = await renderAccount();
    const profile = form('Profile');
    const company = within(profile).getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Rivera Sound Ltd');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(within(profile).getByRole('status')).toHaveTextContent('Error: Update failed'));
    expect(company).toHaveValue('Rivera Sound Ltd');
  });
});

describe('MY ACCOUNT: password reset', () => {
  it('asks for both fields and that they match', async () => {
    const { user } = await renderAccount();
    const password = form('Password reset');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(within(password).getByText('Password is required')).toBeInTheDocument();
    expect(within(password).getByText('Confirm Password is required')).toBeInTheDocument();
    await user.type(within(password).getByLabelText('Password*'), 'new-secret-1');
    await user.type(within(password).getByLabelText('Confirm Password*'), 'new-secret-2');
    expect(within(password).getByText('Passwords must match')).toBeInTheDocument();
  });

  it('changes the password and signs in again with it: the user stays signed in', async () => {
    const { user, store } = await renderAccount();
    const password = form('Password reset');
    await user.type(within(password).getByLabelText('Password*'), 'new-secret-1');
    await user.type(within(password).getByLabelText('Confirm Password*'), 'new-secret-1');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(password).getByRole('status')).toHaveTextContent('Password changed successfully'));
    await waitFor(() => expect(within(password).getByLabelText('Password*')).toHaveValue(''));
    expect(cachedUser(store)?.email).toBe('listener@example.com');
    expect((await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }))).data?.email).toBe(
      'listener@example.com',
    );
    expect((await loginOverHttp('listener@example.com', 'new-secret-1')).status).toBe(200);
  });

  it('shows "Password change failed" with the server\'s reason, keeping what was typed', async () => {
    const { user } = await renderAccount();
    const password = form('Password reset');
    await user.type(within(password).getByLabelText('Password*'), 'short');
    await user.type(within(password).getByLabelText('Confirm Password*'), 'short');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(password).getByRole('status')).toHaveTextContent('Error: Password change failed'));
    expect(within(password).getByLabelText('Password*')).toHaveValue('short');
    expect(within(password).getByLabelText('Password*')).toHaveAccessibleDescription(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('says "Failed to re-authenticate" when signing in again fails, and "An unexpected error occurred" without an answer', async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.json({ error: 'Invalid email or password.' }, { status: 400 })));
    const { user } = await renderAccount();
    const password = form('Password reset');
    await user.type(within(password).getByLabelText('Password*'), 'new-secret-1');
    await user.type(within(password).getByLabelText('Confirm Password*'), 'new-secret-1');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(password).getByRole('status')).toHaveTextContent('Error: Failed to re-authenticate'));

    server.use(http.post('*/api/users/me/actions/password-change/', () => HttpResponse.error()));
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(password).getByRole('status')).toHaveTextContent('Error: An unexpected error occurred'));
  });
});

describe('MY ACCOUNT: download file format and address', () => {
  it('saves the chosen format at once; ASK EVERY TIME is stored as "ask"', async () => {
    const { user, store } = await renderAccount('mp3@example.com');
    const formats = form('Download file format');
    expect(within(formats).getByRole('radio', { name: /MP3/ })).toBeChecked();
    await user.click(within(formats).getByRole('radio', { name: /ASK EVERY TIME/ }));
    await waitFor(() => expect(within(formats).getByRole('status')).toHaveTextContent('Saved!'));
    expect(cachedUser(store)?.preferred_download_format).toBe('ask');
  });

  it('a failed format save shows the error beside the saved format, checked again; choosing again retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put('*/api/users/me/update/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }), { once: true }));
    const { user, store } = await renderAccount();
    const formats = form('Download file format');
    await user.click(within(formats).getByRole('radio', { name: /WAV/ }));
    await waitFor(() => expect(within(formats).getByRole('status')).toHaveTextContent('Error: A server error occurred.'));
    // What is checked is what is saved: the choice did not stick.
    expect(within(formats).getByRole('radio', { name: /ASK EVERY TIME/ })).toBeChecked();
    expect(within(formats).getByRole('radio', { name: /WAV/ })).not.toBeChecked();
    expect(cachedUser(store)?.preferred_download_format).toBe('ask');
    await user.click(within(formats).getByRole('radio', { name: /WAV/ }));
    await waitFor(() => expect(within(formats).getByRole('status')).toHaveTextContent('Saved!'));
    expect(within(formats).getByRole('radio', { name: /WAV/ })).toBeChecked();
  });

  it('saves the optional address fields', async () => {
    const { user, store } = await renderAccount();
    const address = form('Address and contact info');
    for (const [label, value] of [['City', 'Austin'], ['Extension', '42']]) {
      await user.clear(within(address).getByRole('textbox', { name: label }));
      await user.type(within(address).getByRole('textbox', { name: label }), value);
    }
    await user.click(within(address).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(within(address).getByRole('status')).toHaveTextContent('Saved!'));
    expect(cachedUser(store)).toMatchObject({ city: 'Austin', extension: '42' });
  });
});
