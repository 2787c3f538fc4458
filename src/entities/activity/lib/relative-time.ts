const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: readonly [limit: number, size: number, name: string][] = [
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [7 * DAY, DAY, 'day'],
  [30 * DAY, 7 * DAY, 'week'],
  [365 * DAY, 30 * DAY, 'month'],
];

const ago = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago `timestamp` was, from "< 1 minute ago" (also for a clock running slightly ahead)
 * through minutes, hours, days, weeks and months up to years.
 */
export function relativeTime(timestamp: string | number | Date, now: number = Date.now()): string {
  const elapsed = now - new Date(timestamp).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return '< 1 minute ago';
  for (const [limit, size, name] of UNITS) {
    if (elapsed < limit) return ago(Math.floor(elapsed / size), name);
  }
  return ago(Math.floor(elapsed / (365 * DAY)), 'year');
}
