import type { KnownDeviations } from './validate';

/**
 * What the app and the mock knowingly still do differently from the contract, let through by
 * name so that everything else is held to it. Each entry says which change removes it.
 *
 * issue-36: download formats are sent, stored and answered as `wav`, `aif`, `mp3`, where the
 * contract (the spec) writes WAV, AIF, MP3 (`format` of a download and its check,
 * `preferred_download_format` of the user and the profile update). Exactly those lower-case
 * values are read as the contract's before validating; the lead removes this entry when issue 36
 * lands, and the validator then holds both sides to the spec's spelling.
 *
 * issue-36: remove-item sends the project item's own id as `item_id` where the contract names the
 * catalogue id; both are integers, so no schema can tell them apart and no entry is needed here.
 */
const FORMAT_FIELDS = new Set(['format', 'preferred_download_format']);
const LOWER_CASE_FORMATS = new Set(['wav', 'aif', 'mp3']);

function withSpecFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSpecFormats);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = FORMAT_FIELDS.has(key) && typeof field === 'string' && LOWER_CASE_FORMATS.has(field) ? field.toUpperCase() : withSpecFormats(field);
  }
  return out;
}

export const knownDeviations: KnownDeviations = (_operationId, _side, body) => withSpecFormats(body);
