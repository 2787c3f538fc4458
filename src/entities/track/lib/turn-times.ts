/**
 * Turn times worth offering: non-zero and shorter than the audio duration.
 * Numbered 1..n in the order they come, counting only the ones shown.
 */
export function visibleTurnTimes(turnTimes: readonly number[] | null | undefined, duration: number): number[] {
  if (!turnTimes || !Number.isFinite(duration) || duration <= 0) return [];
  return turnTimes.filter((t) => Number.isFinite(t) && t > 0 && t < duration);
}
