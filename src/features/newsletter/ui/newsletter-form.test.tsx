import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { primeCsrf } from '@mocks/lib/testing/client';
import { renderWithProviders } from '@/shared/lib/test';
import { NewsletterForm } from './newsletter-form';

interface SentRequest {
  body: unknown;
  csrf: string | null;
}

let sent: SentRequest[] = [];
const record = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/newsletter/') {
    sent.push({ body: await request.clone().json(), csrf: request.headers.get('X-CSRFToken') });
  }
};

beforeEach(async () => {
  sent = [];
  server.events.on('request:start', record);
  // A page visit starts with a GET, which leaves the csrftoken cookie the POST must echo.
  await primeCsrf();
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function subscribe(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<NewsletterForm />);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, input };
}

describe('NewsletterForm', () => {
  it('requires an e-mail address', () => {
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('subscribes: "Subscribing..." then "Subscribed!", sending the e-mail with the CSRF header', async () => {
    server.use(
      http.post('*/api/newsletter/', async () => {
        await delay(80);
        return undefined; // let the real handler answer after a visible pending state
      }),
    );
    const { input } = await subscribe('Editor.Newsletter@Example.com');
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    // The field empties when the call's promise settles, a microtask after the success renders
    // (the same frame in a browser; a test can look in between).
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ email: 'Editor.Newsletter@Example.com', send_confirmation_email: true });
    expect(sent[0].csrf).toBeTruthy();
    expect(db.newsletterSubscription.findFirst({ where: { email: { equals: 'editor.newsletter@example.com' } } })).not.toBeNull();
  });

  it('shows the server e-mail error', async () => {
    // Valid for the browser's type=email check, refused by the server (no top-level domain).
    await subscribe('jamie@studio');
    expect(await screen.findByText('Error: Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Something went wrong" and clears an earlier success', async () => {
    const { user, input } = await subscribe('first@example.com');
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();

    server.use(http.post('*/api/newsletter/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })));
    await user.type(input, 'second@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
    // The address stays in the field to retry.
    expect(input).toHaveValue('second@example.com');
  });

  it('reports a network failure the same way', async () => {
    server.use(http.post('*/api/newsletter/', () => HttpResponse.error()));
    await subscribe('offline@example.com');
    await waitFor(() => expect(screen.getByText('Error: Something went wrong')).toBeInTheDocument());
  });
});
