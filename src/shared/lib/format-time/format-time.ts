/**
 * The one clock format of the app (track durations, turn times, the player's elapsed time):
 * "m:ss", "h:mm:ss" past an hour, whole seconds counted down (2:34.9 plays as 2:34), "0:00" for
 * unknown or negative values.
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
