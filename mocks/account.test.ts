import { describe, expect, it } from 'vitest';
import { db } from './db';
import { get, login, post, primeCsrf } from './lib/testing/client';
import { PERSONAS } from './seed/people';

describe('mock server: password change', () => {
  it('changes the password; the old one stops working and the new one signs in', async () => {
    await login(PERSONAS.listener);
    const response = await post('/api/users/me/actions/password-change/', { new_password: 'new-secret-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'Password changed successfully.' });
    // This session stays.
    expect((await get('/api/users/me/')).status).toBe(200);
    expect((await login(PERSONAS.listener, 'demo1234')).status).toBe(400);
    expect((await login(PERSONAS.listener, 'new-secret-1')).status).toBe(200);
  });

  it('answers DRF field errors, 401 without a session and 403 without CSRF', async () => {
    await primeCsrf();
    expect((await post('/api/users/me/actions/password-change/', { new_password: 'new-secret-1' })).status).toBe(401);
    await login(PERSONAS.listener);
    const blank = await post('/api/users/me/actions/password-change/', {});
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ new_password: ['This field is required.'] });
    const short = await post('/api/users/me/actions/password-change/', { new_password: 'abc' });
    expect(await short.json()).toEqual({ new_password: ['This password is too short. It must contain at least 8 characters.'] });
    const noCsrf = await post('/api/users/me/actions/password-change/', { new_password: 'new-secret-1' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it('is refused while an admin views the site as someone else', async () => {
    await login(PERSONAS.admin);
    await post('/api/users/me/impersonate/', { email: PERSONAS.listener });
    expect((await post('/api/users/me/actions/password-change/', { new_password: 'new-secret-1' })).status).toBe(403);
  });
});

describe('mock server: support request', () => {
  it('records the request for the signed-in user', async () => {
    await login(PERSONAS.listener);
    const response = await post('/api/users/me/support-request/', { type: 'BUG', description: 'The waveform is blank.' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'BUG', description: 'The waveform is blank.' });
    const stored = db.request.findMany({ where: { kind: { equals: 'support' } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: PERSONAS.listener, support_type: 'BUG' });
  });

  it('validates the topic and the description', async () => {
    await login(PERSONAS.listener);
    const empty = await post('/api/users/me/support-request/', {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ type: ['This field is required.'], description: ['This field is required.'] });
    const wrong = await post('/api/users/me/support-request/', { type: 'BILLING', description: 'x' });
    expect(await wrong.json()).toEqual({ type: ['"BILLING" is not a valid choice.'] });
  });
});

describe('mock server: viewing the site as another user and back', () => {
  it('shows who is behind the session, and stop returns the admin', async () => {
    await login(PERSONAS.admin);
    const viewing = await (await post('/api/users/me/impersonate/', { email: PERSONAS.listener })).json();
    expect(viewing).toMatchObject({ email: PERSONAS.listener, impersonator: { email: PERSONAS.admin, first_name: 'Alex' } });
    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.listener, impersonator: { email: PERSONAS.admin } });

    const back = await post('/api/users/me/impersonate/stop/');
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ email: PERSONAS.admin, is_admin: true, impersonator: null });
    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.admin, impersonator: null });
  });

  it('answers 400 when nobody is being impersonated', async () => {
    await login(PERSONAS.listener);
    const response = await post('/api/users/me/impersonate/stop/');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'You are not viewing the site as another user.' });
  });
});
