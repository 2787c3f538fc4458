import { beforeEach, describe, expect, it } from 'vitest';
import type { DownloadCheckDto, DownloadDto, UserDto } from '@/shared/api/contract/dto';
import { db } from './db';
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
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

describe('mock server: downloads', () => {
  beforeEach(async () => {
    await login(PERSONAS.listener);
  });

  it('checks without spending: file count, downloads left, no activity', async () => {
    const activityBefore = db.activity.count();
    const { id, versions, stems } = trackWithStemsAndVersions();
    const response = await post(DOWNLOAD, { type: 'track', id, format: 'wav', check_only: true, include_tracks: true, include_versions: true, include_stems: true });
    expect(response.status).toBe(200);
    const check: DownloadCheckDto = await response.json();
    expect(check).toMatchObject({ limitReached: false, duplicateRequest: false, remaining_downloads: 25, requested_files: 1 + versions + stems, message: '' });
    expect((await me()).downloads_remaining).toBe(25);
    expect(db.activity.count()).toBe(activityBefore);
  });

  it('spends the file count, records the request and the activity, and serves a direct file for a track', async () => {
    const id = shortTrack();
    const response = await post(DOWNLOAD, { type: 'track', id, format: 'wav', include_tracks: true });
    expect(response.status).toBe(200);
    const body: DownloadDto = await response.json();
    expect(body.download_url).toMatch(new RegExp(`/mock-media/download/track-${id}\\.wav$`));
    expect(body.download_filename).toMatch(/\.wav$/);
    expect((await me()).downloads_remaining).toBe(24);
    expect(db.downloadRequest.getAll().at(-1)).toMatchObject({ userId: 1, type: 'track', itemId: String(id), format: 'wav', file_count: 1, status: 'complete' });
    const activity = await (await get('/api/users/me/activity/?activity_type=download&limit=1')).json();
    expect(activity.results[0].content_object).toMatchObject({ id, type: 'track' });
  });

  it('refuses past the allowance with 403 and the counts the popup needs', async () => {
    await login(PERSONAS.limit);
    const check: DownloadCheckDto = await (await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'wav', check_only: true })).json();
    expect(check).toMatchObject({ limitReached: true, remaining_downloads: 0, requested_files: 1, message: 'Download limit exceeded' });
    const response = await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'wav' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Download limit exceeded', remaining_downloads: 0, requested_files: 1 });
  });

  it('answers 429 when the same album is asked for again while it is being prepared', async () => {
    const album = db.album.getAll()[1];
    const first = await post(DOWNLOAD, { type: 'album', id: album.id, format: 'mp3' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ download_url: null, download_filename: null, message: DOWNLOAD_MESSAGES.preparing });
    const check: DownloadCheckDto = await (await post(DOWNLOAD, { type: 'album', id: album.id, format: 'wav', check_only: true })).json();
    expect(check.duplicateRequest).toBe(true);
    const again = await post(DOWNLOAD, { type: 'album', id: album.id, format: 'mp3' });
    expect(again.status).toBe(429);
    expect((await again.json()).message).toBe(DOWNLOAD_MESSAGES.duplicate);
    // Another album is fine.
    expect((await post(DOWNLOAD, { type: 'album', id: db.album.getAll()[2].id, format: 'mp3' })).status).toBe(200);
  });

  it('saves the preferred format when set_default_format, in the same spelling as the format', async () => {
    await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'aif', set_default_format: true });
    expect((await me()).preferred_download_format).toBe('aif');
    const bad = await post(DOWNLOAD, { type: 'track', id: shortTrack(), format: 'WAV' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ format: ['"WAV" is not a valid choice.'] });
  });

  it('needs a session, and answers 404 for items hidden by PRO rules', async () => {
    const index = catalogueIndex();
    const bmi = index.main.find((t) => t.composerIds.some((c) => index.composers.get(c)?.pro === 'BMI'))!;
    await login(PERSONAS.pro);
    expect((await post(DOWNLOAD, { type: 'track', id: bmi.id, format: 'wav' })).status).toBe(404);
    await post('/api/logout/');
    expect((await post(DOWNLOAD, { type: 'track', id: bmi.id, format: 'wav' })).status).toBe(401);
  });

  it('serves a real WAV at 48 kHz and a real AIFF at 44.1 kHz with Content-Length', async () => {
    const id = shortTrack();
    const wav = await bytesOf(apiUrl(`/mock-media/download/track-${id}.wav`));
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

    const aif = await bytesOf(apiUrl(`/mock-media/download/track-${id}.aif`));
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
    const mp3 = await bytesOf(apiUrl(`/mock-media/download/track-${id}.mp3`));
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
