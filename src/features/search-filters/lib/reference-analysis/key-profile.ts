import { ALL_KEYS, relativeKey, sameKey, type MusicalKey } from '../musical-key';

/**
 * Key finding by profile matching (Krumhansl–Schmuckler): a pitch-class distribution (a chroma
 * vector, C first) is correlated with the tonal-hierarchy profile of each of the 24 keys; the best
 * correlation names the key. The profiles are Temperley's (from the Kostka–Payne corpus), whose
 * low weights for notes outside the scale separate neighbouring keys better than Krumhansl's
 * probe-tone ratings do on music that keeps to its scale.
 */

/** Temperley's major profile, tonic first. */
export const MAJOR_PROFILE = [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4] as const;
/** Temperley's minor profile, tonic first. */
export const MINOR_PROFILE = [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33] as const;

export interface KeyScore {
  key: MusicalKey;
  /** Pearson correlation with the key's profile, -1..1. */
  score: number;
}

function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i += 1) {
    mx += x[i];
    my += y[i];
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** The profile of `key`, rotated so index 0 is C. */
export function keyProfile(key: MusicalKey): number[] {
  const base = key.minor ? MINOR_PROFILE : MAJOR_PROFILE;
  return Array.from({ length: 12 }, (_, pitch) => base[(pitch - key.tonic + 12) % 12]);
}

/** Every key scored against a chroma vector (12 values, C first), best first. */
export function rankKeys(chroma: ArrayLike<number>): KeyScore[] {
  return ALL_KEYS.map((key) => ({ key, score: pearson(chroma, keyProfile(key)) })).sort((a, b) => b.score - a.score);
}

/** The chord a key rests on: its tonic triad, as a 12-value template (C first). */
export function tonicTriad(key: MusicalKey): number[] {
  const third = key.minor ? 3 : 4;
  const template = new Array<number>(12).fill(0);
  for (const step of [0, third, 7]) template[(key.tonic + step) % 12] = 1;
  return template;
}

/** How much a chroma vector sounds like the tonic chord of `key` (-1..1). */
export function tonicChordScore(chroma: ArrayLike<number>, key: MusicalKey): number {
  return pearson(chroma, tonicTriad(key));
}

export type KeyConfidence = 'high' | 'medium' | 'low';

export interface KeyEstimate {
  key: MusicalKey;
  confidence: KeyConfidence;
  /** Every key, best first, with its combined score. */
  ranking: KeyScore[];
}

export interface KeyEvidence {
  /** Pitch-class distribution of the whole file (loudness-weighted chroma). */
  overall: ArrayLike<number>;
  /**
   * Chroma of the opening (the first bar or so once sound starts): music usually states its key
   * there. It decides between a key and its relative major or minor, which share every note and
   * so cannot be told apart by the distribution alone.
   */
  opening?: ArrayLike<number>;
  /** Chroma of the bass register: the lowest notes carry the harmony's roots. */
  bass?: ArrayLike<number>;
}

/** Weight of the bass register's distribution beside the whole file's. */
const BASS_WEIGHT = 0.25;
/**
 * Weight of the opening chord when choosing between a key and its relative major or minor: they
 * share every note, so the distribution alone barely separates them, while music usually opens on
 * its tonic chord. At 1.5 the opening decides unless the distribution leans clearly the other way.
 */
const OPENING_WEIGHT = 1.5;

/**
 * The key of a piece from its chroma evidence, in two steps: the scale (a key and its relative
 * share one: which of the twelve pairs fits the distribution best), then the mode (major or minor
 * within the pair, mostly from the opening chord). The confidence says how clearly the pair won
 * and whether the distribution and the opening agree on the mode.
 */
export function estimateKey({ overall, opening, bass }: KeyEvidence): KeyEstimate {
  const scores = ALL_KEYS.map((key) => {
    let score = pearson(overall, keyProfile(key));
    if (bass) score += BASS_WEIGHT * pearson(bass, keyProfile(key));
    return { key, score };
  });
  const scoreOf = (key: MusicalKey) => scores.find((entry) => sameKey(entry.key, key))?.score ?? -Infinity;
  // One entry per pair (its major key), scored by its better member.
  const pairs = scores
    .filter((entry) => !entry.key.minor)
    .map((entry) => ({ major: entry.key, score: Math.max(entry.score, scoreOf(relativeKey(entry.key))) }))
    .sort((a, b) => b.score - a.score);
  const [bestPair, nextPair] = pairs;
  const major = bestPair.major;
  const minor = relativeKey(major);
  const distributionLean = scoreOf(minor) - scoreOf(major);
  const openingLean = opening ? tonicChordScore(opening, minor) - tonicChordScore(opening, major) : 0;
  const lean = distributionLean + OPENING_WEIGHT * openingLean;
  const key = lean > 0 ? minor : major;

  const pairMargin = bestPair.score - (nextPair?.score ?? -1);
  const agree = !opening || Math.sign(distributionLean) === Math.sign(openingLean) || Math.abs(openingLean) < 0.05;
  const fit = pearson(overall, keyProfile(key));
  const confidence: KeyConfidence =
    fit < 0.5 || pairMargin < 0.04 ? 'low' : pairMargin >= 0.1 && agree && Math.abs(lean) >= 0.2 ? 'high' : 'medium';

  const ranking = scores
    .map((entry) => (sameKey(entry.key, key) ? { key: entry.key, score: Math.max(entry.score, bestPair.score) + 1e-9 } : entry))
    .sort((a, b) => b.score - a.score);
  return { key, confidence, ranking };
}
