import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadCheckDto, DownloadDto, UserDto } from '@/shared/api/contract/dto';
import { db } from './db';
import { DOWNLOAD_LINK_TTL_MS, signedDownloadPath } from './lib/domain/download-links';
import { DOWNLOAD_MESSAGES } from './lib/domain/downloads';
import { apiUrl, get, login, post } from './lib/testing/client';
import { catalogueIndex } from './search/catalogue-index';
import { PERSONAS } from './seed/people';

const DOWNLOAD = '/api/users/me/actions/download/';

const me = async (): Promise<UserDto> => (await get('/api/users/me/')).json();

/** A short main track (the "Stingers & Transitions" album) with no versions or stems. */
function shortTrack(): number {
  const index = catalogueIndex();
  const track = index.main.find((t) => t.albumId === 1 && !index.versionsOf.get(t.id)?.length && !index.stemsOf.get(t.id)?.length && !t.audio_broken);
  return track!.id;
}

function trackWithStemsAndVersions() {
  const index = catalogueIndex();
  const track = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0 && (index.stemsOf.get(t.id)?.length ?? 0) > 0)!;
  return { id: track.id, versions: index.versionsOf.get(track.id)!.length, stems: index.stemsOf.get(track.id)!.length };
}

async function bytesOf(url: string): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await fetch(url, { credentials: 'include' });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Downloads a track in a format as the signed-in user: the signed file link the server issues. */
async function downloadUrl(id: number, format: string): Promise<string> {
  const response = await post(DOWNLOAD, { type: 'track', id, format, include_tracks: true });
  expect(response.status).toBe(200);
  return ((await response.json()) as DownloadDto).download_url!;
}

/** The status and, for a refusal, the body of a file request (a file itself is not read). */
const fileAnswer = async (url: string) => {
  const response = await fetch(url, { credentials: 'include' });
  if (response.ok) {
    void response.body?.cancel().catch(() => undefined);
    return { status: response.status, body: response.headers.get('Content-Type') };
  }
  return { status: response.status, body: await response.json() };
};

/** A BMI-credited main track with stems and versions, and one of its stems and versions: hidden from pro@example.com. */
function bmiItems() {
  const index = catalogueIndex();
  const isBmi = (t: { composerIds: number[] }) => t.composerIds.some((c) => index.composers.get(c)?.pro === 'BMI');
  const track = index.main.find((t) => isBmi(t) && index.stemsOf.get(t.id)?.length && index.versionsOf.get(t.id)?.length)!;
  return { track: track.id, stem: index.stemsOf.get(track.id)![0].id, version: index.versionsOf.get(track.id)![0].id };
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

describe('mock server: downloads', () => {
  beforeEach(async () => {
    await login(PERSONAS.listener);
  });

  it('checks without spending: file count, downloads left, no activity', async () => {
    const activityBefore = db.activity.count();
    const { id, versions, stems } = trackWithStemsAndVersions();
    const response = await post(DOWNLOAD, { type: 'track', id, format: 'WAV', check_only: true, include_tracks: true, include_versions: true, include_stems: true });
    expect(response.status).toBe(200);
    const check: DownloadCheckDto = await response.json();
    expect(check).toMatchObject({ limitReached: false, duplicateRequest: false, remaining_downloads: 25, requested_files: 1 + versions + stems, message: '' });
    expect((await me()).downloads_remaining).toBe(25);
    expect(db.activity.count()).toBe(activityBefore);
  });

  it('spends the file count, records the request and the activity, and serves a direct file for a track', async () => {
    const id = shortTrack();
    const response = await post(DOWNLOAD, { type: 'track', id, format: 'WAV', include_tracks: true });
    expect(response.status).toBe(200);
    const body: DownloadDto = await response.json();
    expect(new URL(body.download_url!).pathname).toBe(`/mock-media/download/track-${id}.wav`);
    expect(body.download_filename).toMatch(/\.wav$/);
    expect((await me()).downloads_remaining).toBe(24);
    expect(db.downloadRequest.getAll().at(-1)).toMatchObject({ userId: 1, type: 'track', itemId: String(id), format: 'WAV', file_count: 1, status: 'complete' });
    const activity = await (await get('/api/users/me/activity/?activity_type=download&limit=1')).json();
    expect(activity.results[0].content_object).toMatchObject({ id, type: 'track' });
  });

  it('refuses past the allowance with 403 and the counts the popup needs', async () => {
    await login(PERSONAS.limit);
    const check: DownloadCheckDto = await (await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'WAV', check_only: true })).json();
    expect(check).toMatchObject({ limitReached: true, remaining_downloads: 0, requested_files: 1, message: 'Download limit exceeded' });
    const response = await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'WAV' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Download limit exceeded', remaining_downloads: 0, requested_files: 1 });
  });

  it('answers 429 when the same album is asked for again while it is being prepared', async () => {
    const album = db.album.getAll()[1];
    const first = await post(DOWNLOAD, { type: 'album', id: album.id, format: 'MP3' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ download_url: null, download_filename: null, message: DOWNLOAD_MESSAGES.preparing });
    const check: DownloadCheckDto = await (await post(DOWNLOAD, { type: 'album', id: album.id, format: 'WAV', check_only: true })).json();
    expect(check.duplicateRequest).toBe(true);
    const again = await post(DOWNLOAD, { type: 'album', id: album.id, format: 'MP3' });
    expect(again.status).toBe(429);
    expect((await again.json()).message).toBe(DOWNLOAD_MESSAGES.duplicate);
    // Another album is fine.
    expect((await post(DOWNLOAD, { type: 'album', id: db.album.getAll()[2].id, format: 'MP3' })).status).toBe(200);
  });

  it('saves the preferred format when set_default_format, in the same spelling as the format', async () => {
    await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'AIF', set_default_format: true });
    expect((await me()).preferred_download_format).toBe('AIF');
  });

  it('takes the format values as the API spells them (WAV, AIF, MP3) and refuses any other spelling with 400', async () => {
    const check = await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'WAV', check_only: true });
    expect(check.status).toBe(200);
    expect(((await check.json()) as DownloadCheckDto).data).toMatchObject({ format: 'WAV' });
    for (const format of ['wav', 'Mp3', 'aiff', 'ask']) {
      const bad = await post(DOWNLOAD, { type: 'track', id: shortTrack(), format, check_only: true });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ format: [`"${format}" is not a valid choice.`] });
    }
    // The file keeps a lower-case extension.
    const answer: DownloadDto = await (await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'MP3' })).json();
    expect(answer.download_filename).toMatch(/\.mp3$/);
    expect(new URL(answer.download_url!).pathname).toMatch(/\.mp3$/);
  });

  it('needs a session, and answers 404 for items hidden by PRO rules', async () => {
    const index = catalogueIndex();
    const bmi = index.main.find((t) => t.composerIds.some((c) => index.composers.get(c)?.pro === 'BMI'))!;
    await login(PERSONAS.pro);
    expect((await post(DOWNLOAD, { type: 'track', id: bmi.id, format: 'WAV' })).status).toBe(404);
    await post('/api/logout/');
    expect((await post(DOWNLOAD, { type: 'track', id: bmi.id, format: 'WAV' })).status).toBe(401);
  });

  it('serves a real WAV at 48 kHz and a real AIFF at 44.1 kHz with Content-Length', async () => {
    const id = shortTrack();
    const wav = await bytesOf(await downloadUrl(id, 'WAV'));
    expect(wav.response.headers.get('Content-Type')).toBe('audio/wav');
    expect(Number(wav.response.headers.get('Content-Length'))).toBe(wav.bytes.length);
    const view = new DataView(wav.bytes.buffer);
    expect(ascii(wav.bytes, 0, 4)).toBe('RIFF');
    expect(ascii(wav.bytes, 8, 4)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(40, true)).toBe(wav.bytes.length - 44);
    const duration = db.track.findFirst({ where: { id: { equals: id } } })!.duration;
    expect(view.getUint32(40, true) / (48_000 * 4)).toBeCloseTo(duration, 1);

    const aif = await bytesOf(await downloadUrl(id, 'AIF'));
    expect(Number(aif.response.headers.get('Content-Length'))).toBe(aif.bytes.length);
    const aview = new DataView(aif.bytes.buffer);
    expect(ascii(aif.bytes, 0, 4)).toBe('FORM');
    expect(ascii(aif.bytes, 8, 4)).toBe('AIFF');
    expect(aview.getUint32(4)).toBe(aif.bytes.length - 8);
    expect(ascii(aif.bytes, 12, 4)).toBe('COMM');
    // 44100 as an 80-bit extended float.
    expect([...aif.bytes.subarray(28, 32)]).toEqual([0x40, 0x0e, 0xac, 0x44]);
    expect(ascii(aif.bytes, 38, 4)).toBe('SSND');
  });

  it('serves a real MP3: ID3 tag, then 320 kbps MPEG-1 Layer III frames at 48 kHz', async () => {
    const id = shortTrack();
    const mp3 = await bytesOf(await downloadUrl(id, 'MP3'));
    expect(mp3.response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(Number(mp3.response.headers.get('Content-Length'))).toBe(mp3.bytes.length);
    expect(ascii(mp3.bytes, 0, 3)).toBe('ID3');
    const tagSize = (mp3.bytes[6] << 21) | (mp3.bytes[7] << 14) | (mp3.bytes[8] << 7) | mp3.bytes[9];
    const frame = 10 + tagSize;
    expect(mp3.bytes[frame]).toBe(0xff);
    expect(mp3.bytes[frame + 1] & 0xfe).toBe(0xfa); // sync, MPEG-1, Layer III
    expect(mp3.bytes[frame + 2] >> 4).toBe(0b1110); // 320 kbps
    expect((mp3.bytes[frame + 2] >> 2) & 0b11).toBe(1); // 48 kHz
    expect(mp3.bytes[frame + 960]).toBe(0xff);
    expect(mp3.response.headers.get('Content-Disposition')).toContain('.mp3');
  });
});

describe('mock server: download files go only to the person their link was issued to', () => {
  afterEach(() => vi.useRealTimers());

  it('issues a signed, expiring link: who it is for, until when, and a signature over both and the file', async () => {
    await login(PERSONAS.listener);
    const url = new URL(await downloadUrl(shortTrack(), 'WAV'));
    expect(url.pathname).toBe(`/mock-media/download/track-${shortTrack()}.wav`);
    const me: UserDto = await (await get('/api/users/me/')).json();
    expect(url.searchParams.get('person')).toBe(String(me.id));
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + DOWNLOAD_LINK_TTL_MS);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect((await fileAnswer(url.href)).status).toBe(200);
  });

  it('refuses a link written from the URL pattern, or altered, with 403', async () => {
    await login(PERSONAS.listener);
    const id = shortTrack();
    const issued = new URL(await downloadUrl(id, 'WAV'));
    const refused = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
    expect(await fileAnswer(apiUrl(`/mock-media/download/track-${id}.wav`))).toEqual(refused);
    // The same signature on another file, another format, a later expiry or another person.
    const otherTrack = catalogueIndex().main.find((t) => t.albumId === 1 && t.id !== id && !t.audio_broken)!.id;
    expect(await fileAnswer(apiUrl(`/mock-media/download/track-${otherTrack}.wav${issued.search}`))).toEqual(refused);
    expect(await fileAnswer(apiUrl(`/mock-media/download/track-${id}.mp3${issued.search}`))).toEqual(refused);
    const later = new URL(issued);
    later.searchParams.set('expires', String(Number(issued.searchParams.get('expires')) + 3600));
    expect(await fileAnswer(later.href)).toEqual(refused);
    const forged = new URL(issued);
    forged.searchParams.set('signature', '0'.repeat(64));
    expect(await fileAnswer(forged.href)).toEqual(refused);
  });

  it('serves nothing to a visitor (401) or to another signed-in person (403)', async () => {
    await login(PERSONAS.listener);
    const url = await downloadUrl(shortTrack(), 'WAV');
    await post('/api/logout/');
    expect(await fileAnswer(url)).toEqual({ status: 401, body: { detail: 'Not authenticated' } });
    await login(PERSONAS.mp3);
    expect(await fileAnswer(url)).toEqual({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    await login(PERSONAS.listener);
    expect((await fileAnswer(url)).status).toBe(200);
  });

  it('refuses an expired link with 403 "This download link has expired."', async () => {
    await login(PERSONAS.listener);
    const url = await downloadUrl(shortTrack(), 'WAV');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DOWNLOAD_LINK_TTL_MS + 1000);
    expect(await fileAnswer(url)).toEqual({ status: 403, body: { detail: 'This download link has expired.' } });
  });

  it('never serves a track, version or stem hidden by the PRO rules (404), with or without a link', async () => {
    const bmi = bmiItems();
    await login(PERSONAS.pro);
    const me: UserDto = await (await get('/api/users/me/')).json();
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    for (const name of [`track-${bmi.track}.wav`, `track-${bmi.track}.mp3`, `stem-${bmi.stem}.wav`, `track-${bmi.version}.aif`]) {
      expect(await fileAnswer(apiUrl(`/mock-media/download/${name}`))).toEqual(notFound);
    }
    // A link genuinely signed for them (as if issued before their PRO group was restricted) is still refused.
    const signed = await signedDownloadPath({ kind: 'track', id: bmi.track, extension: 'wav' }, me.id);
    expect(await fileAnswer(apiUrl(signed))).toEqual(notFound);
    // The listener, who may have them, can download them.
    await login(PERSONAS.listener);
    expect((await fileAnswer(await downloadUrl(bmi.track, 'WAV'))).status).toBe(200);
  });
});
