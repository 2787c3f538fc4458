import { describe, expect, it } from 'vitest';
import { db } from './db';
import { get, login, post, primeCsrf } from './lib/testing/client';
import { PERSONAS } from './seed/people';

const valid = { email: 'new.person@studio.com', password: 'longenough', first_name: 'New', last_name: 'Person', company: 'Studio' };

describe('mock server: registration', () => {
  it('reports every missing field DRF-style', async () => {
    await primeCsrf();
    const response = await post('/api/users/', { company: 'Studio' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('checks the e-mail format and the password length', async () => {
    await primeCsrf();
    const response = await post('/api/users/', { ...valid, email: 'not-an-email', password: 'short' });
    expect(await response.json()).toEqual({
      email: ['Enter a valid email address.'],
      password: ['This password is too short. It must contain at least 8 characters.'],
    });
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    await primeCsrf();
    const response = await post('/api/users/', { ...valid, email: 'PRO@example.com' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ email: ['A user with this email already exists.'] });
  });

  it('creates the account (201), which can sign in at once', async () => {
    await primeCsrf();
    const response = await post('/api/users/', valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email: valid.email, first_name: 'New', is_admin: false, restricted_pro_groups: [] });
    // Registering does not sign in.
    expect((await get('/api/users/me/')).status).toBe(401);
    expect((await login(valid.email, valid.password)).status).toBe(200);
  });

  it('starts each test from the seeded people (the account above is gone)', () => {
    expect(db.user.findFirst({ where: { email: { equals: valid.email } } })).toBeNull();
    expect(db.user.findFirst({ where: { email: { equals: PERSONAS.listener } } })).not.toBeNull();
  });
});

describe('mock server: newsletter', () => {
  it('subscribes a visitor, and a second time is not an error', async () => {
    await primeCsrf();
    const first = await post('/api/newsletter/', { email: 'fan@radio.fm', send_confirmation_email: true });
    expect(first.status).toBe(201);
    const second = await post('/api/newsletter/', { email: 'Fan@Radio.fm', send_confirmation_email: false });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ email: 'fan@radio.fm', subscribed: true });
    expect(db.newsletterSubscription.count()).toBe(1);
  });

  it('answers the e-mail error the footer shows', async () => {
    await primeCsrf();
    const response = await post('/api/newsletter/', { email: 'fan@radio', send_confirmation_email: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});

describe('mock server: password reset request', () => {
  it('answers the same neutral message for known and unknown addresses', async () => {
    await primeCsrf();
    const known = await post('/api/password-reset/request-reset/', { email: PERSONAS.listener });
    const unknown = await post('/api/password-reset/request-reset/', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(db.request.findMany({ where: { kind: { equals: 'password_reset' } } })).toHaveLength(2);
  });

  it('rejects a malformed e-mail', async () => {
    await primeCsrf();
    const response = await post('/api/password-reset/request-reset/', { email: 'ghost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});
