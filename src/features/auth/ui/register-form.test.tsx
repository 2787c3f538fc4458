import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { useCurrentUser } from '@/entities/user';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { RegisterForm } from './register-form';

function SessionProbe() {
  useCurrentUser();
  return null;
}

async function renderForm() {
  const result = renderWithProviders(
    <>
      <SessionProbe />
      <RegisterForm />
    </>,
  );
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  return result;
}

interface Fill {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  password?: string;
  passwordConfirm?: string;
  newsletter?: boolean;
}

async function fillAndSubmit(values: Fill) {
  const user = userEvent.setup();
  const type = async (label: string, value?: string) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await type('First Name*', values.firstName);
  await type('Last Name*', values.lastName);
  await type('Email*', values.email);
  await type('Company', values.company);
  await type('Password*', values.password);
  await type('Confirm Password*', values.passwordConfirm);
  if (values.newsletter) await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

const JANE: Fill = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  company: 'Doe Films',
  password: 'sup3r-secret',
  passwordConfirm: 'sup3r-secret',
};

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('RegisterForm', () => {
  it('shows every client-side message of the spec', async () => {
    await renderForm();
    const user = await fillAndSubmit({});
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(errorOf('Company')).toBeNull();

    await user.type(screen.getByLabelText('Email*'), 'jane@doe');
    await user.type(screen.getByLabelText('Password*'), 'one');
    await user.type(screen.getByLabelText('Confirm Password*'), 'two');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Email*')).toBe('Email not formatted correctly');
    expect(errorOf('Confirm Password*')).toBe('Passwords must match');
  });

  it('shows a server field error under its field and keeps what was typed', async () => {
    await renderForm();
    await fillAndSubmit({ ...JANE, email: 'listener@example.com' });
    await waitFor(() => expect(errorOf('Email*')).toBe('A user with this email already exists.'));
    expect(screen.getByLabelText('First Name*')).toHaveValue('Jane');
    expect(screen.getByLabelText('Company')).toHaveValue('Doe Films');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('maps snake_case server fields to their inputs (first message only)', async () => {
    server.use(
      http.post('*/api/users/', () =>
        HttpResponse.json({ first_name: ['Ensure this field has no more than 30 characters.', 'second'], password: ['This password is too common.'] }, { status: 400 }),
      ),
    );
    await renderForm();
    await fillAndSubmit(JANE);
    await waitFor(() => expect(errorOf('First Name*')).toBe('Ensure this field has no more than 30 characters.'));
    expect(errorOf('Password*')).toBe('This password is too common.');
  });

  it('says "An error occurred" when the server gives no field errors', async () => {
    server.use(http.post('*/api/users/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    await renderForm();
    await fillAndSubmit(JANE);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByLabelText('Last Name*')).toHaveValue('Doe');
  });

  it('sends the registration fields and opens confirm_account on success', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/users/', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { store } = await renderForm();
    await fillAndSubmit(JANE);
    await waitFor(() => expect(selectCurrentPopup(store.getState())).toEqual({ name: 'confirm_account', props: { email: 'jane.doe@example.com' } }));
    expect(bodies).toEqual([
      { email: 'jane.doe@example.com', password: 'sup3r-secret', first_name: 'Jane', last_name: 'Doe', company: 'Doe Films' },
    ]);
  });

  it('signs up for the newsletter when ticked; a failure there is only logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const newsletter: unknown[] = [];
    server.use(
      http.post('*/api/newsletter/', async ({ request }) => {
        newsletter.push(await request.clone().json());
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      }),
    );
    const { store } = await renderForm();
    await fillAndSubmit({ ...JANE, newsletter: true });
    await waitFor(() => expect(selectCurrentPopup(store.getState())?.name).toBe('confirm_account'));
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Newsletter signup after registration failed:', expect.anything()));
    expect(newsletter).toEqual([{ email: 'jane.doe@example.com', send_confirmation_email: false }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not touch the newsletter when the box is left empty', async () => {
    const newsletter: unknown[] = [];
    server.use(
      http.post('*/api/newsletter/', async ({ request }) => {
        newsletter.push(await request.clone().json());
        return undefined;
      }),
    );
    const { store } = await renderForm();
    await fillAndSubmit(JANE);
    await waitFor(() => expect(selectCurrentPopup(store.getState())?.name).toBe('confirm_account'));
    expect(newsletter).toEqual([]);
  });

  it('reads "Registering..." while the call runs', async () => {
    server.use(
      http.post('*/api/users/', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return undefined;
      }),
    );
    await renderForm();
    await fillAndSubmit(JANE);
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  });
});
