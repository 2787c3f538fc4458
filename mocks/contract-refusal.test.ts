import { describe, expect, it } from 'vitest';
import type { UserDto } from '@/shared/api/contract/dto';
import { get, login, post, primeCsrf, send } from './lib/testing/client';
import { catalogueIndex } from './search/catalogue-index';
import { PERSONAS } from './seed/people';

const DOWNLOAD = '/api/users/me/actions/download/';
const me = async (): Promise<UserDto> => (await get('/api/users/me/')).json();
const aTrack = () => catalogueIndex().main.find((track) => !track.audio_broken)!.id;

describe('mock server: a request the contract refuses gets the 400 a DRF server gives', () => {
  it('refuses a field value the handler would take, and spends nothing', async () => {
    await login(PERSONAS.listener);
    const before = (await me()).downloads_remaining;
    // The handler reads only `=== true`; the contract says a boolean, as DRF's BooleanField does.
    const response = await post(DOWNLOAD, { type: 'track', id: aTrack(), format: 'WAV', include_tracks: 'maybe' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ include_tracks: ['Must be a valid boolean.'] });
    expect((await me()).downloads_remaining).toBe(before);
  });

  it("adds the contract's field errors to the handler's own, one list per field", async () => {
    await login(PERSONAS.listener);
    const response = await post(DOWNLOAD, { type: 'song', id: aTrack(), format: 'WAV', include_stems: 3 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: ['"song" is not a valid choice.'], include_stems: ['Must be a valid boolean.'] });
  });

  it("keeps the handler's message for a field both refuse", async () => {
    await login(PERSONAS.listener);
    const response = await post(DOWNLOAD, { type: 'track', id: aTrack(), format: 'wav' });
    expect(await response.json()).toEqual({ format: ['"wav" is not a valid choice.'] });
  });

  it('names a missing required field as DRF does', async () => {
    await login(PERSONAS.listener);
    const response = await post(DOWNLOAD, { type: 'track', id: aTrack(), format: 'MP3', check_only: 'no way' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ check_only: ['Must be a valid boolean.'] });
    const missing = await post('/api/users/me/projects/', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ title: ['This field is required.'] });
  });

  it('names a wrong field of a nested item at its full path, each item on its own', async () => {
    await login(PERSONAS.listener);
    const response = await post('/api/users/me/projects/', { title: 'Trailer', item_data: [{ id: aTrack(), type: 'track' }, { id: 'x', type: 'track' }, { id: aTrack(), type: 'song' }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ 'item_data[1].id': ['A valid integer is required.'], 'item_data[2].type': ['"song" is not a valid choice.'] });
  });

  it('answers what a server decides first (no session, no CSRF) before any field', async () => {
    await primeCsrf();
    const visitor = await post(DOWNLOAD, { type: 'track', id: aTrack(), format: 'wave', include_tracks: 'maybe' });
    expect(visitor.status).toBe(401);
    await login(PERSONAS.listener);
    const noCsrf = await post(DOWNLOAD, { type: 'track', id: aTrack(), format: 'wave' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it('answers 404 for a path the contract does not route, and leaves calls it does not refuse alone', async () => {
    expect((await get('/api/music/tracks/abc/')).status).toBe(404);
    expect(await (await get('/api/music/tracks/abc/')).json()).toEqual({ detail: 'Not found.' });
    // Search answers only 200: it reads what it can of garbage parameters, as before.
    expect((await get('/api/music/tracks/?page=abc')).status).toBe(200);
    // A field the contract does not name is ignored, as a serializer ignores it.
    await login(PERSONAS.listener);
    const extra = await send('PUT', '/api/users/me/update/', { city: 'Austin', favourite_colour: 'blue' });
    expect(extra.status).toBe(200);
  });
});
