import { describe, expect, it } from 'vitest';
import type { ActivityPageDto } from '@/shared/api/contract/dto';
import { db } from './db';
import { recordActivity } from './lib/domain/activity';
import { isTrackVisibleTo } from './lib/domain/pro';
import { signOutLocally } from './lib/testing/sign-in';
import { get, login, post, primeCsrf } from './lib/testing/client';
import { PERSONAS } from './seed/people';

const SHARE = '/api/users/me/actions/share/';
const LICENSE = '/api/users/me/actions/license-request/';
const CUSTOMIZE = '/api/users/me/actions/customize-request/';
const STEM = '/api/users/me/actions/stem-request/';

const BMI = { restricted_pro_groups: ['BMI'] };
const mainTracks = () => db.track.findMany({ where: { type: { equals: 'track' } } });
const visibleTrack = () => mainTracks().find((t) => isTrackVisibleTo(t, BMI))!;
const bmiTrack = () => mainTracks().find((t) => !isTrackVisibleTo(t, BMI))!;

async function shares(): Promise<ActivityPageDto> {
  return (await get('/api/users/me/activity/?limit=20&offset=0&activity_type=share')).json();
}

const contact = { full_name: 'Dana Cole', email: 'dana@example.com', phone_number: '+1 (555) 010-2030' };

describe('mock server: share', () => {
  it('lets a visitor record a copied link, but not share by e-mail', async () => {
    signOutLocally();
    await primeCsrf();
    const track = visibleTrack();
    const link = await post(SHARE, { type: 'track', id: track.id, email: null });
    expect(link.status).toBe(201);
    expect(await link.json()).toMatchObject({ type: 'track', email: null });
    expect((await post(SHARE, { type: 'track', id: track.id, email: 'pal@example.com' })).status).toBe(401);
  });

  it("records a signed-in user's shares (link and e-mail) as activity, newest first", async () => {
    await login(PERSONAS.listener);
    const before = (await shares()).count;
    const track = visibleTrack();
    expect((await post(SHARE, { type: 'track', id: track.id, email: 'pal@example.com' })).status).toBe(201);
    expect((await post(SHARE, { type: 'album', id: db.album.getAll()[0].id, email: null })).status).toBe(201);
    const page = await shares();
    expect(page.count).toBe(before + 2);
    expect(page.results[0]).toMatchObject({ activity_type: 'share', activity_type_display: 'Share', content_object: { type: 'album' } });
    expect(page.results[1].content_object).toMatchObject({ type: 'track', id: track.id });
  });

  it('answers DRF field errors and needs the CSRF header', async () => {
    await login(PERSONAS.listener);
    const track = visibleTrack();
    expect(await (await post(SHARE, { type: 'track', id: track.id, email: 'nope' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect(await (await post(SHARE, { type: 'track', id: track.id, email: '' })).json()).toEqual({ email: ['This field is required.'] });
    expect(await (await post(SHARE, { type: 'song', id: 1, email: null })).json()).toEqual({ type: ['"song" is not a valid choice.'] });
    expect(await (await post(SHARE, { type: 'track', id: 99_999_999, email: null })).json()).toEqual({
      id: ['Invalid pk "99999999" - object does not exist.'],
    });
    expect((await post(SHARE, { type: 'track', id: track.id, email: null }, { csrf: false })).status).toBe(403);
  });

  it('refuses to share a track hidden from a PRO-restricted user', async () => {
    await login(PERSONAS.pro);
    expect((await post(SHARE, { type: 'track', id: bmiTrack().id, email: null })).status).toBe(400);
  });
});

describe('mock server: customize, stem and license requests', () => {
  it('accepts a license request from a visitor and stores it', async () => {
    signOutLocally();
    await primeCsrf();
    const track = visibleTrack();
    const response = await post(LICENSE, { id: track.id, type: 'track', ...contact });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'track', item_id: String(track.id), ...contact });
    const stored = db.request.findMany({ where: { kind: { equals: 'license' } } }).at(-1);
    expect(stored).toMatchObject({ userId: null, email: 'dana@example.com', item_id: String(track.id) });
  });

  it('needs a session for customize and stem requests', async () => {
    signOutLocally();
    await primeCsrf();
    const id = visibleTrack().id;
    expect((await post(CUSTOMIZE, { id, type: 'track', ...contact, description: 'Shorter' })).status).toBe(401);
    expect((await post(STEM, { id, ...contact, description: '' })).status).toBe(401);
  });

  it('stores customize and stem requests of a signed-in user', async () => {
    await login(PERSONAS.listener);
    const id = visibleTrack().id;
    const customize = await post(CUSTOMIZE, { id, type: 'track', ...contact, description: 'A 30 s cut' });
    expect(customize.status).toBe(201);
    expect(await customize.json()).toMatchObject({ description: 'A 30 s cut' });
    const stem = await post(STEM, { id, ...contact, phone_number: '', description: '' });
    expect(stem.status).toBe(201);
    expect(db.request.findMany({ where: { kind: { equals: 'stem' } } }).at(-1)).toMatchObject({ userId: 1, item_type: 'track' });
  });

  it('answers field errors for each field', async () => {
    await login(PERSONAS.listener);
    const id = visibleTrack().id;
    const response = await post(CUSTOMIZE, {
      id, type: 'track', full_name: '', email: 'dana@', phone_number: 'call me', description: 'x'.repeat(2001),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      full_name: ['This field is required.'],
      email: ['Enter a valid email address.'],
      phone_number: ['Enter a valid phone number.'],
      description: ['Ensure this field has no more than 2000 characters.'],
    });
    expect(await (await post(LICENSE, { type: 'track', ...contact })).json()).toEqual({ id: ['This field is required.'] });
  });
});

describe('mock server: activity built for the viewer', () => {
  it("never shows a PRO-restricted user an item hidden from them, nor counts it", async () => {
    const pro = db.user.findFirst({ where: { email: { equals: PERSONAS.pro } } })!;
    await login(PERSONAS.pro);
    const before: ActivityPageDto = await (await get('/api/users/me/activity/?limit=100')).json();
    const hidden = bmiTrack();
    recordActivity({ userId: pro.id, activity_type: 'download', content_type: 'track', content_id: hidden.id, title: hidden.title });
    const after: ActivityPageDto = await (await get('/api/users/me/activity/?limit=100')).json();
    expect(after.count).toBe(before.count);
    expect(after.results.map((r) => r.content_object.id)).not.toContain(hidden.id);
  });
});
