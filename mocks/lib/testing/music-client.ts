import { expect } from 'vitest';
import type { TrackDto } from '@/shared/api/contract/dto';

/** Helpers for the `/api/music/*` handler tests (fetch against msw/node with absolute URLs). */

export const apiUrl = (path: string) => new URL(path, globalThis.location.origin).toString();

export async function getJson<T>(path: string, status = 200): Promise<T> {
  const response = await fetch(apiUrl(path), { credentials: 'include' });
  expect(response.status, path).toBe(status);
  return (await response.json()) as T;
}

function csrfToken(): string {
  return /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

/** Signs in through the real `POST /api/login/` (a GET first obtains the csrftoken cookie). */
export async function logIn(email: string, password = 'demo1234'): Promise<void> {
  await fetch(apiUrl('/api/music/composers/'), { credentials: 'include' });
  const response = await fetch(apiUrl('/api/login/'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrfToken()) },
    body: JSON.stringify({ username: email, password, staySignedIn: false }),
  });
  expect(response.status, `login ${email}`).toBe(200);
}

export const isBmiTrack = (track: TrackDto) =>
  [...track.composers, ...track.publishers].some((person) => person.pro === 'BMI');

/** Every field of TrackDto, so a shape drift fails loudly. */
export const TRACK_KEYS = [
  'album', 'artwork', 'artwork_thumbnail', 'audio_file', 'bpm', 'composers', 'display_title', 'featured_keywords',
  'full_description', 'full_title', 'id', 'is_traditional_arrangement', 'musical_key', 'num_stems', 'num_versions',
  'parent_id', 'publishers', 'stems', 'title', 'track_code', 'track_count', 'turn_times', 'type', 'versions', 'wave_image', 'web_url',
].sort();
