import type { TrackDto } from '@/shared/api';
import { trackTitle } from '@/entities/track';

/** Commands the operating system's media keys send (Media Session API). */
export type MediaCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'previoustrack' }
  | { type: 'nexttrack' }
  | { type: 'seekto'; time: number };

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

export function absoluteUrl(url: string): string {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  } catch {
    return url;
  }
}

export function setMediaMetadata(track: TrackDto | null): void {
  const ms = session();
  if (!ms) return;
  if (!track || typeof MediaMetadata === 'undefined') {
    ms.metadata = null;
    return;
  }
  const art = track.artwork ?? track.artwork_thumbnail;
  ms.metadata = new MediaMetadata({
    title: trackTitle(track, 'full'),
    artist: (track.composers ?? []).map((c) => c.name).join(', '),
    album: track.album?.title ?? '',
    artwork: art ? [{ src: absoluteUrl(art), sizes: '512x512' }] : [],
  });
}

export function setMediaPlaybackState(state: MediaSessionPlaybackState): void {
  const ms = session();
  if (ms) ms.playbackState = state;
}

export function setMediaPosition(position: number, duration: number): void {
  const ms = session();
  if (!ms || typeof ms.setPositionState !== 'function') return;
  try {
    if (!(duration > 0) || !Number.isFinite(duration)) {
      ms.setPositionState();
      return;
    }
    ms.setPositionState({ duration, position: Math.min(Math.max(0, position), duration), playbackRate: 1 });
  } catch {
    // Browsers reject inconsistent states; the next update corrects it.
  }
}

/** Registers the media key handlers; returns the function removing them (the eventChannel contract). */
export function subscribeMediaCommands(emit: (command: MediaCommand) => void): () => void {
  const ms = session();
  if (!ms) return () => undefined;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => emit({ type: 'play' })],
    ['pause', () => emit({ type: 'pause' })],
    ['previoustrack', () => emit({ type: 'previoustrack' })],
    ['nexttrack', () => emit({ type: 'nexttrack' })],
    ['seekto', (details) => emit({ type: 'seekto', time: details.seekTime ?? 0 })],
  ];
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      ms.setActionHandler(action, handler);
    } catch {
      // Unsupported action in this browser.
    }
  };
  for (const [action, handler] of handlers) set(action, handler);
  return () => {
    for (const [action] of handlers) set(action, null);
  };
}
