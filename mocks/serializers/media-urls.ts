/**
 * Media URLs of the mock backend. Audio and waveforms are served by mocks/handlers/media-audio.ts,
 * artwork by media-artwork.ts. In the page hosts they are relative to the app's origin (the
 * service worker answers them there); over real HTTP (`npm run mock-api`) the app runs on another
 * origin, so every media URL is absolute, on the API server that serves it (`setMediaOrigin`).
 */

export type ArtworkKind = 'album' | 'playlist' | 'sampler' | 'show' | 'show-category';

const MEDIA_PREFIX = '/mock-media/';

let mediaOrigin: () => string = () => '';

/** Makes media URLs absolute on the origin the function returns (the API server answering the request). */
export function setMediaOrigin(origin: () => string): void {
  mediaOrigin = origin;
}

/** A media path (as the seed stores it) as the client must load it. Other URLs pass unchanged. */
export function mediaUrl(path: string): string;
export function mediaUrl(path: string | null | undefined): string | null;
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return path ?? null;
  return path.startsWith(MEDIA_PREFIX) ? `${mediaOrigin()}${path}` : path;
}

export const trackAudioUrl = (id: number) => mediaUrl(`${MEDIA_PREFIX}audio/track-${id}.wav`);
export const stemAudioUrl = (id: number) => mediaUrl(`${MEDIA_PREFIX}audio/stem-${id}.wav`);
export const trackWaveUrl = (id: number) => mediaUrl(`${MEDIA_PREFIX}waveform/track-${id}.svg`);
export const stemWaveUrl = (id: number) => mediaUrl(`${MEDIA_PREFIX}waveform/stem-${id}.svg`);
export const artworkUrl = (kind: ArtworkKind, id: number) => mediaUrl(`${MEDIA_PREFIX}artwork/${kind}-${id}.svg`);
/** The same image, asked for at thumbnail size (the SVG scales; the query only names the use). */
export const thumbnailUrl = (url: string | null) => (url ? `${url}?size=thumb` : null);
