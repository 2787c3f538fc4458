import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { db } from '@mocks/db';
import { primeCsrf } from '@mocks/lib/testing/client';
import type { ItemRef } from '@/shared/api';
import { COMPANY } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import type { RequestKind } from '../api/request-api';
import { RequestForm } from './request-form';

const PATH = /\/api\/users\/me\/actions\/(customize|stem|license)-request\/$/;
let sent: { path: string; body: unknown }[] = [];
const record = async ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  if (PATH.test(pathname)) sent.push({ path: pathname, body: await request.clone().json() });
};

function track(): ItemRef {
  const t = db.track.findMany({ where: { type: { equals: 'track' } } })[0];
  return { type: 'track', id: t.id, title: t.title };
}

function renderForm(kind: RequestKind, item = track()) {
  const user = userEvent.setup();
  renderWithProviders(<RequestForm kind={kind} item={item} />);
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(async () => {
  sent = [];
  server.events.on('request:start', record);
  await primeCsrf();
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('RequestForm', () => {
  it.each<RequestKind>(['customize', 'stem', 'license'])('%s: full name and e-mail required and valid', async (kind) => {
    const user = renderForm(kind);
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email*'), 'dana@example');
    await user.click(submit());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('prefills from the signed-in user, sends the customize request, says "Submitted!" and starts over', async () => {
    signInAs('listener@example.com');
    const item = track();
    const user = renderForm('customize', item);
    await waitFor(() => expect(field('Full Name*')).toHaveValue('Jamie Rivera'));
    expect(field('Email*')).toHaveValue('listener@example.com');
    const phone = (field('Phone Number') as HTMLInputElement).value;
    await user.type(field('Describe the customization'), 'A 30 second cut');
    await user.clear(field('Full Name*'));
    await user.type(field('Full Name*'), 'Jamie R.');
    await user.click(submit());
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/users/me/actions/customize-request/',
        body: { id: item.id, type: 'track', full_name: 'Jamie R.', email: 'listener@example.com', phone_number: phone, description: 'A 30 second cut' },
      },
    ]);
    expect(field('Full Name*')).toHaveValue('Jamie Rivera');
    expect(field('Describe the customization')).toHaveValue('');
    expect(db.request.findMany({ where: { kind: { equals: 'customize' } } })).toHaveLength(1);
  });

  it('sends a stem request with the track id only (no type)', async () => {
    signInAs('listener@example.com');
    const item = track();
    const user = renderForm('stem', item);
    await waitFor(() => expect(field('Full Name*')).toHaveValue('Jamie Rivera'));
    await user.click(submit());
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(sent[0].path).toBe('/api/users/me/actions/stem-request/');
    expect(sent[0].body).not.toHaveProperty('type');
  });

  it("from a stem row asks for the stems of the stem's track, not a track numbered like the stem", async () => {
    signInAs('listener@example.com');
    // Stem ids and track ids are counted apart: a stem shares its number with an unrelated track.
    const stem = db.stem.getAll().find((s) => s.trackId !== s.id && db.track.findFirst({ where: { id: { equals: s.id } } }))!;
    const item: ItemRef = { type: 'stem', id: stem.id, title: `Stem ${stem.title}`, track_id: stem.trackId };
    const user = renderForm('stem', item);
    await waitFor(() => expect(field('Full Name*')).toHaveValue('Jamie Rivera'));
    await user.click(submit());
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(sent[0].body).toMatchObject({ id: stem.trackId });
    expect(db.request.findMany({ where: { kind: { equals: 'stem' } } }).map((r) => r.item_id)).toEqual([String(stem.trackId)]);
  });

  it('lets a visitor send a license request, and shows the support phone number', async () => {
    const item = track();
    const user = renderForm('license', item);
    expect(screen.getByText(COMPANY.phone)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /description/i })).not.toBeInTheDocument();
    await user.type(field('Full Name*'), 'Dana Cole');
    await user.type(field('Email*'), 'dana@example.com');
    await user.click(submit());
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(sent[0].body).toEqual({ id: item.id, type: 'track', full_name: 'Dana Cole', email: 'dana@example.com', phone_number: '' });
    expect(field('Full Name*')).toHaveValue('');
    expect(db.request.findMany({ where: { kind: { equals: 'license' } } })[0]).toMatchObject({ userId: null, full_name: 'Dana Cole' });
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    signInAs('listener@example.com');
    const user = renderForm('customize');
    await waitFor(() => expect(field('Full Name*')).toHaveValue('Jamie Rivera'));
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), 'call me');
    await user.click(field('Describe the customization'));
    await user.paste('x'.repeat(2001));
    await user.click(submit());
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this field has no more than 2000 characters.')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveValue('call me');
    expect(screen.queryByText('Submitted!')).not.toBeInTheDocument();
  });

  it('maps full_name and email server errors too', async () => {
    server.use(
      http.post('*/api/users/me/actions/license-request/', () =>
        HttpResponse.json({ full_name: ['Ensure this field has no more than 150 characters.'], email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const user = renderForm('license');
    await user.type(field('Full Name*'), 'Dana');
    await user.type(field('Email*'), 'dana@example.com');
    await user.click(submit());
    expect(await screen.findByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('says "Failed to submit the form. Please try again later." when the server fails', async () => {
    server.use(http.post('*/api/users/me/actions/license-request/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })));
    const user = renderForm('license');
    await user.type(field('Full Name*'), 'Dana Cole');
    await user.type(field('Email*'), 'dana@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit the form. Please try again later.');
    expect(field('Full Name*')).toHaveValue('Dana Cole');
  });
});
