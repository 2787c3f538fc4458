import { describe, expect, it } from 'vitest';
import marks from 'virtual:contract-marks';
import { operationFinder } from './lib/strict/operations';
import { stripAssumed } from './lib/strict/strip';
import { parseScenarioList, scenarioToken } from './lib/server/scenarios';
import { apiUrl, get, login, post, send } from './lib/testing/client';
import { setScenarios } from './node';
import { PERSONAS } from './seed/people';

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
type Json = Record<string, unknown>;

/** Every key at any depth of a JSON value. */
function keysDeep(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysDeep(inner, keys);
    }
  }
  return keys;
}

describe('strict mode: the token', () => {
  it('is a scenario token of its own, combined with others', () => {
    expect(parseScenarioList('strict,slow:10,bogus').map(scenarioToken)).toEqual(['strict', 'slow:10']);
  });
});

describe('strict mode: assumed operations are not there', () => {
  it.each([
    ['POST', '/api/password-reset/request-reset/', { email: 'listener@example.com' }],
    ['GET', '/api/music/as-heard-on-categories/', undefined],
    ['GET', '/api/music/tracks/1/', undefined],
  ])('%s %s answers 404 {"detail": "Not found."}', async (method, path, body) => {
    setScenarios(['strict']);
    const response = await send(method, path, body);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });

  it('has no way back from impersonation (impersonate/stop/ answers 404)', async () => {
    await login(PERSONAS.admin);
    setScenarios(['strict']);
    expect((await post('/api/users/me/impersonate/', { email: PERSONAS.listener })).status).toBe(200);
    const stop = await post('/api/users/me/impersonate/stop/');
    expect(stop.status).toBe(404);
    expect(await stop.json()).toEqual({ detail: 'Not found.' });
  });

  it('still answers every spec call, and serves the files the answers link to', async () => {
    setScenarios(['strict']);
    const category = await get('/api/music/as-heard-on-categories/by-name/?name=Trailers');
    expect(category.status).toBe(200);
    const search = await json(await get('/api/music/tracks/?pagesize=1'));
    const [track] = search.results as Json[];
    const audio = await fetch(apiUrl((track.audio_file as Json).url as string), { headers: { Range: 'bytes=0-15' } });
    expect(audio.status).toBe(206);
    expect((await fetch(apiUrl(track.wave_image as string))).status).toBe(200);
  });

  it('is off without the token: the assumed calls answer', async () => {
    expect((await get('/api/music/tracks/1/')).status).toBe(200);
    expect((await get('/api/music/as-heard-on-categories/')).status).toBe(200);
  });

  it('applies to one request that carries the token itself (X-Mock-Scenario: strict)', async () => {
    const one = await fetch(apiUrl('/api/music/tracks/1/'), { headers: { 'X-Mock-Scenario': 'strict' } });
    expect(one.status).toBe(404);
    expect((await get('/api/music/tracks/1/')).status).toBe(200);
  });
});

describe('strict mode: assumed fields are left out of answers', () => {
  it('the user: no impersonator, no downloads_remaining; every spec field stays', async () => {
    await login(PERSONAS.admin);
    await post('/api/users/me/impersonate/', { email: PERSONAS.listener });
    const loose = await json(await get('/api/users/me/'));
    expect(loose.impersonator).toMatchObject({ email: PERSONAS.admin });
    setScenarios(['strict']);
    const user = await json(await get('/api/users/me/'));
    expect(user).not.toHaveProperty('impersonator');
    expect(user).not.toHaveProperty('downloads_remaining');
    expect(user).toMatchObject({ email: PERSONAS.listener, first_name: loose.first_name, is_admin: false });
  });

  it('tracks (at any depth of a search): no parent_id, no album id', async () => {
    setScenarios(['strict']);
    const search = await json(await get('/api/music/albums/?query=night'));
    const keys = keysDeep(search);
    expect(keys.has('parent_id')).toBe(false);
    expect(keys.has('slug')).toBe(false);
    expect(keys.has('release_date')).toBe(false);
    expect(keys.has('full_title')).toBe(true);
    const [album] = search.results as Json[];
    expect(album).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), web_url: expect.any(String) }));
    const track = Object.values(search.matching_tracks_per_album as Record<string, Json[]>)[0]![0]!;
    expect(track.album).toEqual({ title: expect.any(String), web_url: expect.any(String) });
  });

  it('a collection page: no slug, description, release date, thumbnail or tracks', async () => {
    setScenarios(['strict']);
    const album = await json(await get('/api/music/albums/1/'));
    for (const field of ['slug', 'description', 'release_date', 'artwork_thumbnail', 'tracks']) expect(album).not.toHaveProperty(field);
    expect(album).toMatchObject({ id: 1, type: 'album', web_url: expect.stringMatching(/^\/album\/1\//), track_count: expect.any(Number) });
    const sampler = await json(await get('/api/music/samplers/4EMS01/'));
    expect(sampler).not.toHaveProperty('id');
    expect(sampler).not.toHaveProperty('type');
    expect(sampler).toMatchObject({ disc_number: '4EMS01' });
  });

  it('vocabularies: names without ids; composers without first and last names', async () => {
    setScenarios(['strict']);
    const [composer] = (await (await get('/api/music/composers/')).json()) as Json[];
    expect(Object.keys(composer!).sort()).toEqual(['name', 'pro']);
    const [category] = (await (await get('/api/music/keywords/categories/')).json()) as Json[];
    expect(category).not.toHaveProperty('id');
    const subcategories = category!.subcategories as Json[];
    expect(subcategories[0]).not.toHaveProperty('id');
    expect((subcategories[0]!.keywords as Json[])[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('answers whose shape the spec does not show come back empty (featured, splash banner)', async () => {
    setScenarios(['strict']);
    expect(await json(await get('/api/music/albums/featured?homepage=true'))).toEqual({});
    expect(await json(await get('/api/music/samplers/featured?homepage=true'))).toEqual({});
    expect(await json(await get('/api/music/albums/splash_banner/'))).toEqual({});
  });

  it('a project: items without the track they hold, no track_count', async () => {
    await login(PERSONAS.listener);
    setScenarios(['strict']);
    const [project] = (await (await get('/api/users/me/projects/')).json()) as Json[];
    expect(project).not.toHaveProperty('track_count');
    expect(project).not.toHaveProperty('created_at');
    const items = project!.items as Json[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'position', 'type']);
  });

  it('keeps the session cookies of a sign-in and the status of a refusal', async () => {
    setScenarios(['strict']);
    const refused = await login(PERSONAS.listener, 'wrong');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Invalid email or password.' });
    expect((await login(PERSONAS.listener)).status).toBe(200);
    expect((await get('/api/users/me/')).status).toBe(200);
  });
});

describe('strict mode: reading the contract', () => {
  const find = operationFinder(marks.operations);

  it('finds each call by method and path, a literal segment over a parameter', () => {
    expect(find('GET', '/api/music/albums/splash_banner/')?.operationId).toBe('getSplashBanner');
    expect(find('GET', '/api/music/albums/12/')?.operationId).toBe('getAlbum');
    expect(find('GET', '/api/music/albums/featured')?.operationId).toBe('getFeatured');
    expect(find('GET', '/api/music/samplers/featured')?.operationId).toBe('getFeatured');
    expect(find('GET', '/api/music/samplers/4EMS01/')?.operationId).toBe('getSampler');
    expect(find('GET', '/api/music/tracks/12')?.operationId).toBe('getTrack');
    expect(find('POST', '/api/users/me/projects/ab-12/remove-item/')?.operationId).toBe('removeProjectItem');
    expect(find('DELETE', '/api/music/tracks/12/')).toBeUndefined();
    expect(find('GET', '/api/nothing/')).toBeUndefined();
  });

  it('marks exactly the operations the contract marks assumed', () => {
    expect(marks.operations.filter((operation) => operation.assumed).map((operation) => operation.operationId).sort()).toEqual([
      'getArtwork', 'getAudioFile', 'getDownloadFile', 'getTrack', 'getTracksByCode', 'getWaveform', 'listAsHeardOnCategories', 'requestPasswordReset', 'stopImpersonating',
    ]);
  });

  it('leaves out assumed fields through $ref, allOf, oneOf branches and maps, and keeps what the schema does not name', () => {
    const schemas = {
      Base: { type: 'object', properties: { a: { 'x-source': 'spec' as const }, b: { 'x-source': 'assumed' as const } } },
      Kind1: { type: 'object', required: ['kind'], properties: { kind: { const: 'one' }, x: { 'x-source': 'assumed' as const } } },
      Kind2: { type: 'object', required: ['kind'], properties: { kind: { const: 'two' }, y: { 'x-source': 'assumed' as const } } },
    };
    const schema = {
      type: 'object',
      properties: {
        merged: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { c: { 'x-source': 'spec' as const } } }] },
        either: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/Kind1' }, { $ref: '#/components/schemas/Kind2' }] } },
        map: { type: 'object', additionalProperties: { $ref: '#/components/schemas/Base' } },
      },
    };
    const value = {
      merged: { a: 1, b: 2, c: 3 },
      either: [{ kind: 'one', x: 1, y: 1 }, { kind: 'two', x: 2, y: 2 }],
      map: { k: { a: 1, b: 2 } },
      extra: { b: 1 },
    };
    expect(stripAssumed(value, schema, schemas)).toEqual({
      merged: { a: 1, c: 3 },
      either: [{ kind: 'one', y: 1 }, { kind: 'two', x: 2 }],
      map: { k: { a: 1 } },
      extra: { b: 1 },
    });
  });
});
