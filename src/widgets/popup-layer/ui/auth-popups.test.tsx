import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '@/entities/user';
import { sessionSaga } from '@/features/auth';
import { usePopup, type PopupName } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { PopupLayer } from './popup-layer';

/** A stand-in header: who is signed in, and a button opening a popup. */
function Header({ name }: { name: PopupName }) {
  const { open } = usePopup();
  const { user } = useCurrentUser();
  return (
    <header>
      <p>{user ? `Signed in as ${user.first_name}` : 'Visitor'}</p>
      <button type="button" onClick={() => open(name)}>
        Open {name}
      </button>
    </header>
  );
}

async function openPopup(name: PopupName) {
  const result = renderWithProviders(
    <>
      <Header name={name} />
      <PopupLayer />
    </>,
    { sagas: [sessionSaga] },
  );
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Open ${name}` }));
  return { ...result, user };
}

describe('sign-in popups', () => {
  it('closes the login popup once signed in', async () => {
    const { user } = await openPopup('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email*'), 'listener@example.com');
    await user.type(within(dialog).getByLabelText('Password*'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument();
  });

  it('keeps the login popup open with the error when the login fails', async () => {
    const { user } = await openPopup('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email*'), 'listener@example.com');
    await user.type(within(dialog).getByLabelText('Password*'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('shows both forms in register_login', async () => {
    await openPopup('register_login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in or register' });
    expect(await within(dialog).findByRole('region', { name: 'LOGIN' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'REGISTER' })).toBeInTheDocument();
  });

  it('registers and shows ALMOST DONE! with a Contact Us link', async () => {
    const { user, router } = await openPopup('register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await user.type(await within(dialog).findByLabelText('First Name*'), 'Jane');
    await user.type(within(dialog).getByLabelText('Last Name*'), 'Doe');
    await user.type(within(dialog).getByLabelText('Email*'), 'new.composer@example.com');
    await user.type(within(dialog).getByLabelText('Password*'), 'sup3r-secret');
    await user.type(within(dialog).getByLabelText('Confirm Password*'), 'sup3r-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm your account' });
    expect(await within(confirm).findByRole('heading', { name: 'ALMOST DONE!' })).toBeInTheDocument();
    expect(within(confirm).getByText(/click the link in the e-mail/)).toBeInTheDocument();
    expect(within(confirm).getByText('new.composer@example.com')).toBeInTheDocument();
    const contact = within(confirm).getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    await user.click(contact);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the popup when Forgot Password? is followed', async () => {
    const { user, router } = await openPopup('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('link', { name: 'Forgot Password?' }));
    expect(router.state.location.pathname).toBe('/password-reset/request-reset');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
