import type { AudioEngine } from './audio-engine';

/**
 * How far ahead of the sounding element the other one is started: about what an element takes
 * from play() to sound, so the two line up when the switch is made.
 */
export const START_LEAD_SECONDS = 0.03;

/** Where a sound starts when asked for `time`: from the top when `time` is past its end. */
export function placeIn(engine: AudioEngine, time: number): number {
  return engine.duration > 0 && time >= engine.duration ? 0 : Math.max(0, time);
}

/**
 * A/B: moves what is heard from one element to the other at the same playback time. While
 * playing, the other element starts silently first and the switch is made once it plays (muting
 * one, pausing the other in the same task), so there is no gap and never two sounds at once.
 * When playing was refused, the first element keeps sounding. Paused, the other element is only
 * placed at the same time. Resolves true when the switch was made.
 */
export async function switchElements(
  from: AudioEngine,
  to: AudioEngine,
  { playing, muted }: { playing: boolean; muted: boolean },
): Promise<boolean> {
  if (!playing) {
    to.seek(placeIn(to, from.currentTime));
    from.pause();
    return true;
  }
  to.setMuted(true);
  to.seek(placeIn(to, from.currentTime + START_LEAD_SECONDS));
  try {
    await to.play();
  } catch {
    to.setMuted(muted);
    return false;
  }
  to.setMuted(muted);
  from.pause();
  return true;
}
