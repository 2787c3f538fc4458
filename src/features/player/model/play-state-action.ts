import type { UnknownAction } from '@reduxjs/toolkit';
import type { AudioEngineEvent } from '../lib/audio-engine';
import { audioCanPlay, audioEnded, audioPaused, audioPlaying, audioTimeUpdated, audioWaiting } from './player-slice';

/** The reports that say how playback goes: the player shows them for the element that is heard. */
export const PLAY_STATE_EVENTS: ReadonlySet<AudioEngineEvent['type']> = new Set(['canplay', 'waiting', 'playing', 'pause', 'timeupdate', 'ended']);

/**
 * The player action a play-state report of the heard element stands for (null for any other
 * report), one mapping for the track's element and the reference's. Only the track's element
 * gives the player its duration: the reference is measured against the track it is compared with.
 */
export function playStateAction(event: AudioEngineEvent, element: 'track' | 'reference'): UnknownAction | null {
  switch (event.type) {
    case 'canplay':
      return audioCanPlay();
    case 'waiting':
      return audioWaiting();
    case 'playing':
      return audioPlaying();
    case 'pause':
      return audioPaused();
    case 'timeupdate':
      return audioTimeUpdated(element === 'track' ? { currentTime: event.currentTime, duration: event.duration } : { currentTime: event.currentTime });
    case 'ended':
      return audioEnded();
    default:
      return null;
  }
}
