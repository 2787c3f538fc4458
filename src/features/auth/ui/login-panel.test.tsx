import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { scenarioHandlers, server } from '@mocks/node';
import { useCurrentUser, userApi } from '@/entities/user';
import { renderWithProviders } from '@/shared/lib/test';
import { sessionSaga } from '../model/session-saga';
import { LoginPanel } from './login-panel';

/** What the header does in the app: ask who is signed in (which also hands out the csrftoken cookie). */
function SessionProbe() {
  useCurrentUser();
  return null;
}

async function renderPanel(panel: ReactElement) {
  const result = renderWithProviders(
    <>
      <SessionProbe />
      {panel}
    </>,
    { sagas: [sessionSaga] },
  );
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  return result;
}

function recordLoginBodies() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/login/', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined; // fall through to the mock backend
    }),
  );
  return bodies;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email*'), email);
  if (password) await user.type(screen.getByLabelText('Password*'), password);
  await user.click(screen.getByRole('button', { name: 'Go' }));
  return user;
}

describe('LoginPanel', () => {
  it('shows the spec labels: LOGIN, Email*, Password*, Keep me logged in (ticked), Forgot Password?, Go', async () => {
    await renderPanel(<LoginPanel />);
    expect(screen.getByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email*')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password*')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/password-reset/request-reset');
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('can hide the header and the Forgot Password? link', async () => {
    await renderPanel(<LoginPanel showHeader={false} showForgotPassword={false} variant="dark" />);
    expect(screen.queryByRole('heading', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Login' })).toHaveClass('auth-panel--dark');
  });

  it('validates before calling the server: required fields and a strict e-mail pattern', async () => {
    const bodies = recordLoginBodies();
    await renderPanel(<LoginPanel />);
    const user = await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email*'), 'jane@example');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Email not formatted correctly')).toBeInTheDocument();
    expect(screen.getByLabelText('Email*')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('reads "Logging in..." while the call runs', async () => {
    server.use(...scenarioHandlers('slow:400'));
    await renderPanel(<LoginPanel />);
    await fillAndSubmit('listener@example.com', 'demo1234');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled(), { timeout: 3000 });
  });

  it("shows the server's message in a red alert under the form and keeps what was typed", async () => {
    await renderPanel(<LoginPanel />);
    await fillAndSubmit('listener@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveClass('alert--error');
    expect(screen.getByLabelText('Email*')).toHaveValue('listener@example.com');
    expect(screen.getByLabelText('Password*')).toHaveValue('wrong-password');
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    server.use(http.post('*/api/login/', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    await renderPanel(<LoginPanel />);
    await fillAndSubmit('listener@example.com', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('sends the e-mail as username with staySignedIn, and stores the user on success', async () => {
    const bodies = recordLoginBodies();
    const signedIn: string[] = [];
    const { store } = await renderPanel(<LoginPanel onSuccess={(user) => signedIn.push(user.email)} />);
    await fillAndSubmit('listener@example.com', 'demo1234');
    await waitFor(() => expect(signedIn).toEqual(['listener@example.com']));
    expect(bodies).toEqual([{ username: 'listener@example.com', password: 'demo1234', staySignedIn: true }]);
    await waitFor(() => expect(userApi.endpoints.getMe.select()(store.getState()).data?.email).toBe('listener@example.com'));
  });

  it('sends staySignedIn false when "Keep me logged in" is unticked', async () => {
    const bodies = recordLoginBodies();
    await renderPanel(<LoginPanel />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await fillAndSubmit('listener@example.com', 'demo1234');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ staySignedIn: false });
  });

  it('lets the Forgot Password? link close its popup', async () => {
    let followed = 0;
    await renderPanel(<LoginPanel onForgotPassword={() => (followed += 1)} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(followed).toBe(1);
  });

  it('works inside its own region (both forms can share a popup)', async () => {
    await renderPanel(<LoginPanel />);
    const region = screen.getByRole('region', { name: 'LOGIN' });
    expect(within(region).getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
