import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { renderWithProviders } from '@/shared/lib/test';
import { SupportForm } from './support-form';

function renderSupport() {
  signInAs('listener@example.com');
  renderWithProviders(<SupportForm />);
  return userEvent.setup();
}

describe('SUPPORT', () => {
  it('offers the four topics and a link to the FAQ, and requires both fields', async () => {
    const user = renderSupport();
    const topic = screen.getByRole('combobox', { name: 'Request Type*' });
    expect([...topic.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a topic', 'SEARCH', 'LICENSE', 'DOWNLOADS', 'BUG']);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Request type is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it('sends {type, description}, says "Submitted!" and starts a fresh form', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/support-request/')) void request.clone().json().then((body) => bodies.push(body));
    });
    const user = renderSupport();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Request Type*' }), 'DOWNLOADS');
    await user.type(screen.getByRole('textbox', { name: 'Description*' }), 'My WAV download stops at 80%.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'DOWNLOADS', description: 'My WAV download stops at 80%.' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description*' })).toHaveValue(''));
  });

  it('a failure reads "Failed to submit support request: HTTP error! status: {code}" and keeps the text', async () => {
    server.use(http.post('*/api/users/me/support-request/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    const user = renderSupport();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Request Type*' }), 'BUG');
    await user.type(screen.getByRole('textbox', { name: 'Description*' }), 'Blank waveform');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit support request: HTTP error! status: 500')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description*' })).toHaveValue('Blank waveform');
  });
});
