import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../seed/people';
import { catalogueIndex, isTrackVisible } from '../search/catalogue-index';
import { isCollectionVisible } from '../serializers/collection';
import { apiUrl, get, login, post, send } from '../lib/testing/client';
import { signInAs } from '../node';

/** Error answers the app and any HTTP client meet, in the shapes a Django REST server gives. */

const NOT_FOUND = { detail: 'Not found.' };

async function expectDetail(response: Response, status: number, body: unknown = NOT_FOUND): Promise<void> {
  expect(response.status, response.url).toBe(status);
  expect(response.headers.get('content-type'), response.url).toContain('application/json');
  expect(await response.json()).toEqual(body);
}

/** A request with a raw (possibly broken) JSON body and the CSRF header the app sends. */
async function sendRaw(method: string, path: string, raw: string): Promise<Response> {
  const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  return fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token) },
    body: raw,
  });
}

describe('mock server: unknown paths', () => {
  it('answers an unknown /api path with 404 {"detail": "Not found."}, whatever the method', async () => {
    await expectDetail(await get('/api/no-such-endpoint/'), 404);
    await expectDetail(await get('/api/music/no-such-thing/1/2/3/'), 404);
    await get('/api/users/me/'); // the csrftoken cookie
    await expectDetail(await post('/api/no-such-endpoint/', { a: 1 }), 404);
    await expectDetail(await send('DELETE', '/api/music/tracks/'), 404);
  });

  it('answers a path with broken percent-encoding with the same 404, as Django does', async () => {
    await expectDetail(await get('/api/music/albums/%E0%A4%A/'), 404);
    await expectDetail(await get('/api/%'), 404);
    await expectDetail(await fetch(apiUrl('/mock-media/artwork/%E0%A4%A.svg')), 404);
    // A broken value in the query is only a value: the search answers, matching nothing.
    const search = await get('/api/music/tracks/?keywords_include=%E0%A4%A');
    expect(search.status).toBe(200);
  });

  it('answers an unknown media path with the same 404', async () => {
    await expectDetail(await fetch(apiUrl('/mock-media/nothing/here.mp3')), 404);
    await expectDetail(await fetch(apiUrl('/mock-media/audio/track-999999.wav')), 404);
    await expectDetail(await fetch(apiUrl('/mock-media/waveform/not-a-name.svg')), 404);
    await expectDetail(await fetch(apiUrl('/mock-media/artwork/album-999999.svg')), 404);
  });
});

describe('mock server: malformed JSON', () => {
  it('answers a POST whose JSON does not parse with 400 and a DRF parse error', async () => {
    await get('/api/users/me/');
    const response = await sendRaw('POST', '/api/login/', '{"username": "listener@example.com", ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string };
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/^JSON parse error - ./);
  });

  it('does so for PUT and PATCH too, after the session check', async () => {
    await login(PERSONAS.listener);
    const put = await sendRaw('PUT', '/api/users/me/update/', "{first_name: 'Jo'}");
    expect(put.status).toBe(400);
    expect(((await put.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
    const patch = await sendRaw('PATCH', '/api/users/me/projects/00000000-0000-4000-8000-000000000000/', 'nope');
    expect(patch.status).toBe(400);
  });

  it('still accepts an empty body (nothing to parse)', async () => {
    await login(PERSONAS.listener);
    const response = await sendRaw('POST', '/api/logout/', '');
    expect(response.status).toBe(200);
  });
});

describe('mock server: media the PRO rules hide', () => {
  function hiddenFromPro() {
    const index = catalogueIndex();
    const viewer = { restricted_pro_groups: ['BMI'] };
    const track = [...index.tracks.values()].find((record) => record.parentId == null && index.stemsOf.get(record.id)?.length && !isTrackVisible(index, record, viewer))!;
    const stem = index.stemsOf.get(track.id)![0]!;
    const album = index.albumNewest.map((id) => index.albums.get(id)!).find((record) => !isCollectionVisible('album', record, viewer, index));
    return { track, stem, album };
  }

  it('refuses the audio and waveform of a hidden track or stem with the 404 its JSON gets', async () => {
    const { track, stem } = hiddenFromPro();
    signInAs(PERSONAS.pro);
    await expectDetail(await get(`/api/music/tracks/${track.id}/`), 404);
    for (const path of [
      `/mock-media/audio/track-${track.id}.wav`,
      `/mock-media/waveform/track-${track.id}.svg`,
      `/mock-media/audio/stem-${stem.id}.wav`,
      `/mock-media/waveform/stem-${stem.id}.svg`,
    ]) {
      await expectDetail(await fetch(apiUrl(path), { credentials: 'include' }), 404);
    }
  });

  it('serves the same media to a user without restrictions', async () => {
    const { track } = hiddenFromPro();
    signInAs(PERSONAS.listener);
    const audio = await fetch(apiUrl(`/mock-media/audio/track-${track.id}.wav`), { credentials: 'include', headers: { Range: 'bytes=0-99' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect((await audio.arrayBuffer()).byteLength).toBe(100);
    const wave = await fetch(apiUrl(`/mock-media/waveform/track-${track.id}.svg`), { credentials: 'include' });
    expect(wave.status).toBe(200);
  });

  it('refuses the cover of a collection the PRO rules hide entirely, like the collection', async () => {
    const { album } = hiddenFromPro();
    if (!album) return expect.unreachable('the seed has an album of BMI tracks only');
    signInAs(PERSONAS.pro);
    await expectDetail(await get(`/api/music/albums/${album.id}/`), 404);
    await expectDetail(await fetch(apiUrl(`/mock-media/artwork/album-${album.id}.svg`), { credentials: 'include' }), 404);
  });
});

describe('mock server: scenarios carried by one request', () => {
  it('applies an X-Mock-Scenario header or a ?mock= query to that request only', async () => {
    const byHeader = await fetch(apiUrl('/api/music/composers/'), { headers: { 'X-Mock-Scenario': '503:/api/music/composers/' } });
    expect(byHeader.status).toBe(503);
    expect(await byHeader.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' });
    await expectDetail(await get('/api/music/composers/?mock=error:/api/music/*'), 500, { detail: 'A server error occurred.' });
    expect((await get('/api/music/composers/')).status).toBe(200);
  });

  it('ends the session of the request that asks for expire-session', async () => {
    await login(PERSONAS.listener);
    expect((await get('/api/users/me/')).status).toBe(200);
    await expectDetail(await get('/api/users/me/projects/?mock=expire-session'), 401, { detail: 'Not authenticated' });
    expect((await get('/api/users/me/')).status).toBe(401);
  });
});
