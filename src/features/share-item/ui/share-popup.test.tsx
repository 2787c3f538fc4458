import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { db } from '@mocks/db';
import { primeCsrf } from '@mocks/lib/testing/client';
import type { ItemRef } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { SharePopup } from './share-popup';

const SHARE = '/api/users/me/actions/share/';
let sent: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === SHARE) sent.push(await request.clone().json());
};

function track(): ItemRef {
  const t = db.track.findMany({ where: { type: { equals: 'track' } } })[0];
  return { type: 'track', id: t.id, title: t.title };
}

function renderPopup(item: ItemRef) {
  const user = userEvent.setup();
  renderWithProviders(<SharePopup name="share" props={{ item }} close={() => {}} closeAll={() => {}} />);
  return user;
}

beforeEach(async () => {
  sent = [];
  server.events.on('request:start', record);
  await primeCsrf();
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
});

describe('SharePopup', () => {
  it('lets a visitor copy the link only: "Copied!" for 5 s, the share recorded with email null', async () => {
    const item = track();
    const user = renderPopup(item);
    const link = `${location.origin}/search?type=tracks&show_tracks=${item.id}`;
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(link);
    expect(screen.queryByRole('form', { name: 'Share by email' })).not.toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    await waitFor(() => expect(sent).toEqual([{ type: 'track', id: item.id, email: null }]));
    vi.advanceTimersByTime(4900);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(await screen.findByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Failed to share" when the share cannot be recorded', async () => {
    server.use(http.post(`*${SHARE}`, () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    const user = renderPopup(track());
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to share');
  });

  it('lets a signed-in user share by e-mail: "Success! Sent" to the address, recorded in activity', async () => {
    const me = signInAs('listener@example.com');
    const item = track();
    const user = renderPopup(item);
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Share by Email' }), '  pal@example.com ');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Success! Sent to pal@example.com');
    expect(sent).toEqual([{ type: 'track', id: item.id, email: 'pal@example.com' }]);
    const latest = db.activity.findMany({ where: { userId: { equals: me.id } } }).sort((a, b) => b.id - a.id)[0];
    expect(latest).toMatchObject({ activity_type: 'share', content_id: String(item.id) });
  });

  it('shows "Failed to share via email" and the server\'s message, keeping the address', async () => {
    signInAs('listener@example.com');
    const user = renderPopup(track());
    const input = await screen.findByRole('textbox', { name: 'Share by Email' });
    await user.type(input, 'pal@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to share via email');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(input).toHaveValue('pal@nowhere');
  });
});
