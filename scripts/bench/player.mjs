// Chromium measurements of the player for `npm run bench` (owned by the player helper: fill in
// the bodies; the harness in ../lib/chromium-bench.mjs does browser, server and output).
import { NotMeasuredYet } from '../lib/chromium-bench.mjs';

/**
 * Median time from clicking play to the audio element's `playing` event (target ≤ 150 ms).
 * Tip: listen in the page with `document.addEventListener('playing', …, true)` (media events do
 * not bubble, capture does) and take the click's `event.timeStamp` as the start.
 *
 * @param {import('../lib/chromium-bench.mjs').BenchContext} ctx
 */
export async function measureClickToPlaying(ctx) {
  void ctx;
  throw new NotMeasuredYet('player: click play → playing');
}

/**
 * After 200 track switches: the count of audio elements (target 1: `ctx.mediaElements()`) and the
 * JS heap growth (`ctx.heapUsed()` before and after; target ≤ 5 MB).
 *
 * @param {import('../lib/chromium-bench.mjs').BenchContext} ctx
 */
export async function measureTrackSwitches(ctx) {
  void ctx;
  throw new NotMeasuredYet('player: 200 track switches');
}
