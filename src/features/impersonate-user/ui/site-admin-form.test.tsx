import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '@mocks/node';
import { userApi } from '@/entities/user';
import { renderWithProviders } from '@/shared/lib/test';
import { SiteAdminForm } from './site-admin-form';

function renderAdmin() {
  signInAs('admin@example.com');
  const result = renderWithProviders(<SiteAdminForm />);
  return { ...result, user: userEvent.setup() };
}

describe('SITE ADMIN: View Website as', () => {
  it('checks the e-mail first', async () => {
    const { user } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'View as user' }));
    expect(screen.getByText('User email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'User Email*' }), 'listener@example');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  });

  it('a failure reads "Failed to impersonate user: {message}" and keeps the e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderAdmin();
    await user.type(screen.getByRole('textbox', { name: 'User Email*' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'View as user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to impersonate user: No user found with this email.');
    expect(screen.getByRole('textbox', { name: 'User Email*' })).toHaveValue('nobody@example.com');
    // Still the admin behind the session.
    expect((await store.dispatch(userApi.endpoints.getMe.initiate())).data?.email).toBe('admin@example.com');
  });
});
