import { withCompatibleKeys } from './musical-key';

/**
 * Key filter text: runs of spaces and commas become a single comma, and
 * commas at either end are dropped. "Dm,  F#m ,,C" → "Dm,F#m,C".
 */
export function normalizeKey(input: string): string {
  return input.replace(/[\s,]+/g, ',').replace(/^,+|,+$/g, '');
}

/** The key filter for typed keys: normalised, and widened to compatible keys when asked. */
export function keyFilterValue(text: string, compatible: boolean): string {
  const keys = normalizeKey(text);
  return compatible && keys ? withCompatibleKeys(keys.split(',')).join(',') : keys;
}

export type BpmResult = { ok: true; value: string } | { ok: false; error: string };

export const BPM_FORMAT_ERROR = 'Enter a number, or a range with a hyphen (for example 110-120).';

/**
 * BPM filter text: a number, or a range with a hyphen ("110-120"). Spaces
 * around the hyphen are dropped and a reversed range is put in order ("120 - 110" → "110-120").
 */
export function normalizeBpm(input: string): BpmResult {
  const text = input.trim();
  const match = /^(\d{1,3}(?:\.\d+)?)(?:\s*-\s*(\d{1,3}(?:\.\d+)?))?$/.exec(text);
  if (!match) return { ok: false, error: BPM_FORMAT_ERROR };
  const [, from, to] = match;
  if (to === undefined) return { ok: true, value: String(Number(from)) };
  const [low, high] = [Number(from), Number(to)].sort((a, b) => a - b);
  return { ok: true, value: low === high ? String(low) : `${low}-${high}` };
}
