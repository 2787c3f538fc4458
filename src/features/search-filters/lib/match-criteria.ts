import { parseMusicalKey, withCompatibleKeys } from './musical-key';

/** BPM tolerances offered, in per cent either side of the tempo. */
export const BPM_TOLERANCES = [2, 4, 8] as const;
export type BpmTolerance = (typeof BPM_TOLERANCES)[number];
export const DEFAULT_BPM_TOLERANCE: BpmTolerance = 4;

export interface MatchOptions {
  tolerance: BpmTolerance;
  /** Add the key's relative and its Camelot neighbours. */
  compatibleKeys: boolean;
  /** Half time joins the BPM range. */
  halfTime: boolean;
  /** Double time joins the BPM range. */
  doubleTime: boolean;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = { tolerance: DEFAULT_BPM_TOLERANCE, compatibleKeys: true, halfTime: false, doubleTime: false };

/** The tempo as the popup shows it: a whole number of BPM. */
export function shownTempo(tempo: number): number {
  return Math.round(tempo);
}

/**
 * The search's `bpm` for a tempo: the shown tempo ± tolerance, as the spec's one hyphen range
 * ("115-125"), whole numbers. Half or double time, when chosen, joins the range: the parameter
 * holds a single range, so the range runs from the slowest reading's lower bound to the fastest
 * reading's upper bound.
 */
export function bpmRange(tempo: number, { tolerance, halfTime, doubleTime }: Pick<MatchOptions, 'tolerance' | 'halfTime' | 'doubleTime'>): string {
  const base = shownTempo(tempo);
  const readings = [base, ...(halfTime ? [base / 2] : []), ...(doubleTime ? [base * 2] : [])];
  const low = Math.round(Math.min(...readings) * (1 - tolerance / 100));
  const high = Math.round(Math.max(...readings) * (1 + tolerance / 100));
  return low === high ? String(low) : `${low}-${high}`;
}

/** The search's `key` list for a key: the key, and with compatible keys its relative and Camelot neighbours. */
export function keyList(key: string, compatible: boolean): string[] {
  if (!parseMusicalKey(key)) return [key];
  return compatible ? withCompatibleKeys([key]) : [key];
}

export interface MatchCriteria {
  /** '' when no tempo was heard. */
  bpm: string;
  /** Empty when no key was heard. */
  key: string[];
}

/** What SHOW MATCHES searches for: the spec's own `bpm` and `key` parameters. */
export function matchCriteria(reference: { tempo: number | null; key: string | null }, options: MatchOptions): MatchCriteria {
  return {
    bpm: reference.tempo ? bpmRange(reference.tempo, options) : '',
    key: reference.key ? keyList(reference.key, options.compatibleKeys) : [],
  };
}
