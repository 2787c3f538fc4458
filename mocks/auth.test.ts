import { describe, expect, it } from 'vitest';
import { readCookie } from '@/shared/lib/cookies';
import { db } from './db';
import { get, login, post, primeCsrf, send } from './lib/testing/client';
import { signInAs } from './node';
import { PERSONAS } from './seed/people';

describe('mock server: sessions and CSRF', () => {
  it('issues a csrftoken cookie on the first GET, readable by the app', async () => {
    expect(readCookie('csrftoken')).toBeNull();
    await get('/api/users/me/');
    expect(readCookie('csrftoken')).toMatch(/^\w{32}$/);
  });

  it('refuses a mutating call without the X-CSRFToken header', async () => {
    await primeCsrf();
    const response = await post('/api/login/', { username: PERSONAS.listener, password: 'demo1234' }, { csrf: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
  });

  it('refuses a header that does not match the cookie', async () => {
    await primeCsrf();
    const response = await post('/api/newsletter/', { email: 'a@b.co' }, { csrf: 'not-the-token' });
    expect(response.status).toBe(403);
  });

  it('answers 401 under /api/users/me/ without a session', async () => {
    for (const path of ['/api/users/me/', '/api/users/me/projects/', '/api/users/me/activity/']) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('rejects wrong credentials with the message the login panel shows', async () => {
    const response = await login(PERSONAS.listener, 'wrong-password');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid email or password.' });
    expect(readCookie('sessionid')).toBeNull();
  });

  it('signs in, serves the user, and signs out', async () => {
    const before = readCookie('csrftoken');
    const response = await login('Listener@Example.com');
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({ email: PERSONAS.listener, first_name: 'Jamie', preferred_download_format: 'ask', downloads_remaining: 25 });
    expect(user).not.toHaveProperty('password');
    expect(readCookie('sessionid')).toBeTruthy();
    expect(readCookie('csrftoken')).not.toBe(before); // rotated on login, like Django

    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.listener });

    const logout = await post('/api/logout/');
    expect(logout.status).toBe(200);
    expect(readCookie('sessionid')).toBeNull();
    expect((await get('/api/users/me/')).status).toBe(401);
  });

  it('sets a persistent session cookie only with "Keep me logged in"', async () => {
    const session = await login(PERSONAS.listener, 'demo1234', false);
    expect(session.headers.get('set-cookie')).toMatch(/sessionid=\w+; Path=\/; SameSite=Lax(?!; Max-Age)/);
    expect(db.session.getAll().at(-1)?.persistent).toBe(false);

    const persistent = await login(PERSONAS.listener, 'demo1234', true);
    expect(persistent.headers.get('set-cookie')).toMatch(/sessionid=\w+; Path=\/; SameSite=Lax; Max-Age=1209600/);
    expect(db.session.getAll().at(-1)?.persistent).toBe(true);
    // Signing in again replaced the first session.
    expect(db.session.count()).toBe(1);
  });

  it('signInAs() opens a session for tests and stories', async () => {
    signInAs(PERSONAS.pro);
    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.pro, restricted_pro_groups: [{ name: 'BMI' }] });
    expect((await post('/api/logout/')).status).toBe(200);
  });

  it('forgets a session whose cookie the browser dropped', async () => {
    await login(PERSONAS.listener);
    document.cookie = 'sessionid=; Max-Age=0; Path=/';
    expect((await get('/api/users/me/')).status).toBe(401);
  });
});

describe('mock server: impersonation', () => {
  it('is refused to a non-admin', async () => {
    await login(PERSONAS.listener);
    const response = await post('/api/users/me/impersonate/', { email: PERSONAS.mp3 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.listener });
  });

  it('is refused to a visitor with 401', async () => {
    await primeCsrf();
    expect((await post('/api/users/me/impersonate/', { email: PERSONAS.mp3 })).status).toBe(401);
  });

  it('lets an admin view the site as another user', async () => {
    await login(PERSONAS.admin);
    const response = await post('/api/users/me/impersonate/', { email: 'MP3@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: PERSONAS.mp3, preferred_download_format: 'MP3' });
    expect(await (await get('/api/users/me/')).json()).toMatchObject({ email: PERSONAS.mp3 });
    // Still the admin behind the session: may switch again.
    const again = await post('/api/users/me/impersonate/', { email: PERSONAS.limit });
    expect(await again.json()).toMatchObject({ email: PERSONAS.limit, downloads_remaining: 0 });
  });

  it('answers 404 for an unknown e-mail and 400 for a malformed one', async () => {
    await login(PERSONAS.admin);
    const unknown = await post('/api/users/me/impersonate/', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'No user found with this email.' });
    const malformed = await post('/api/users/me/impersonate/', { email: 'nobody' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});

describe('mock server: profile update', () => {
  it('updates the signed-in user and validates the fields', async () => {
    await login(PERSONAS.listener);
    const ok = await send('PUT', '/api/users/me/update/', { city: 'Austin', preferred_download_format: 'WAV' });
    expect(await ok.json()).toMatchObject({ city: 'Austin', preferred_download_format: 'WAV', first_name: 'Jamie' });

    const bad = await send('PUT', '/api/users/me/update/', { first_name: ' ', email: PERSONAS.pro, preferred_download_format: 'flac' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      first_name: ['This field may not be blank.'],
      email: ['A user with this email already exists.'],
      preferred_download_format: ['"flac" is not a valid choice.'],
    });
    // The format values as the API spells them: lower case is not one of them.
    const lower = await send('PUT', '/api/users/me/update/', { preferred_download_format: 'wav' });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({ preferred_download_format: ['"wav" is not a valid choice.'] });
  });
});
