import { readFile } from 'node:fs/promises';
import { expect, request as httpRequest, test, type APIRequestContext } from '../e2e/support/test';
import { apiUrl, openApp, PASSWORD, PERSONAS, popup, signIn, withoutSavePicker } from './support';

/**
 * Download files over real HTTP: the API hands out a signed, expiring link per person, and the
 * file server refuses everyone else (visitors 401, other people and forged links 403, tracks hidden
 * by the PRO rules 404); the production bundle's own download still saves the file.
 */

/** The `csrftoken` cookie the API set on this client (Django's check compares it with `X-CSRFToken`). */
async function csrfToken(client: APIRequestContext): Promise<string> {
  const cookie = (await client.storageState()).cookies.find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('The API set no csrftoken cookie.');
  return cookie.value;
}

/** A client with its own cookie jar; signed in as `email` when given. */
async function client(email?: string): Promise<APIRequestContext> {
  const context = await httpRequest.newContext();
  await context.get(apiUrl('/api/users/me/'));
  if (email) {
    const login = await context.post(apiUrl('/api/login/'), {
      headers: { 'X-CSRFToken': await csrfToken(context) },
      data: { username: email, password: PASSWORD, staySignedIn: false },
    });
    expect(login.status()).toBe(200);
  }
  return context;
}

async function downloadUrl(context: APIRequestContext, trackId: number, format: string): Promise<string> {
  const answer = await context.post(apiUrl('/api/users/me/actions/download/'), {
    headers: { 'X-CSRFToken': await csrfToken(context) },
    data: { type: 'track', id: trackId, format, include_tracks: true },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { download_url: string }).download_url;
}

/** Status and body of a refused file request (a served file is not read). */
async function fileAnswer(context: APIRequestContext, url: string): Promise<{ status: number; body: unknown }> {
  const response = await context.get(url, { maxRedirects: 0 });
  return { status: response.status(), body: response.ok() ? response.headers()['content-type'] : await response.json() };
}

test('the API serves a download file only through the link issued to the signed-in person', async () => {
  const listener = await client(PERSONAS.listener);
  // "Stingers & Transitions" (album 1) holds short tracks.
  const album = (await (await listener.get(apiUrl('/api/music/albums/1/'))).json()) as { tracks: { id: number }[] };
  const trackId = album.tracks[0].id;
  const url = await downloadUrl(listener, trackId, 'WAV');
  expect(new URL(url).pathname).toBe(`/mock-media/download/track-${trackId}.wav`);
  expect(await fileAnswer(listener, url)).toEqual({ status: 200, body: 'audio/wav' });

  const permissionDenied = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
  expect(await fileAnswer(listener, apiUrl(`/mock-media/download/track-${trackId}.wav`))).toEqual(permissionDenied);
  const forged = new URL(url);
  forged.searchParams.set('signature', 'ab'.repeat(32));
  expect(await fileAnswer(listener, forged.href)).toEqual(permissionDenied);

  const visitor = await client();
  expect(await fileAnswer(visitor, url)).toEqual({ status: 401, body: { detail: 'Not authenticated' } });
  const someoneElse = await client(PERSONAS.mp3);
  expect(await fileAnswer(someoneElse, url)).toEqual(permissionDenied);
  await Promise.all([listener.dispose(), visitor.dispose(), someoneElse.dispose()]);
});

test('pro@example.com (BMI) gets 404 for BMI download files, as for every other route', async () => {
  const pro = await client(PERSONAS.pro);
  const notFound = { status: 404, body: { detail: 'Not found.' } };
  // A BMI track in two formats, a stem of a BMI track and a BMI version (the probe's finds).
  for (const name of ['track-590.wav', 'track-590.mp3', 'stem-1031.wav', 'track-1430.aif']) {
    expect(await fileAnswer(pro, apiUrl(`/mock-media/download/${name}`)), name).toEqual(notFound);
  }
  expect((await pro.get(apiUrl('/api/music/tracks/590/'))).status()).toBe(404);
  await pro.dispose();
});

test("the production bundle's WAV download saves a valid file from the signed link", async ({ page }) => {
  await withoutSavePicker(page);
  await openApp(page, '/album/1/stingers-transitions');
  await signIn(page, PERSONAS.listener);
  const row = page.getByRole('article').first();
  await row.getByRole('button', { name: /^More options for / }).first().click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  const fileRequest = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/mock-media/download/'));
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await popup(page).getByRole('button', { name: /^WAV/ }).click();
  expect(new URL((await fileRequest).url()).searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.wav$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
});
