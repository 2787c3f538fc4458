import type { ErrorObject } from 'ajv/dist/2020';

const COMBINATORS = ['anyOf', 'oneOf', 'if', 'not'];

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The branch of an `anyOf`/`oneOf` an error came from (`…/oneOf/1`), '' outside any. */
function branchOf(error: ErrorObject): string {
  const match = /^(.*?\/(?:anyOf|oneOf)\/\d+)/.exec(error.schemaPath);
  return match?.[1] ?? '';
}

const depth = (error: ErrorObject) => {
  const params = error.params as { missingProperty?: string; additionalProperty?: string; unevaluatedProperty?: string };
  const extra = (params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty) === undefined ? 0 : 1;
  return error.instancePath.split('/').length + extra;
};

/**
 * The error that best says what is wrong: a field's own error rather than a combinator's summary
 * ("must match a schema in anyOf"), the deepest field, and among the branches of a union the one
 * the value came closest to (fewest errors): a user answer missing a field is reported as that,
 * not as "not an error body".
 */
export function mostRelevantError(errors: readonly ErrorObject[]): ErrorObject {
  const specific = errors.filter((error) => !COMBINATORS.includes(error.keyword));
  const candidates = specific.length > 0 ? specific : [...errors];
  const perBranch = new Map<string, number>();
  for (const error of candidates) perBranch.set(branchOf(error), (perBranch.get(branchOf(error)) ?? 0) + 1);
  let best = candidates[0]!;
  for (const error of candidates.slice(1)) {
    const byDepth = depth(error) - depth(best);
    const byBranch = perBranch.get(branchOf(best))! - perBranch.get(branchOf(error))!;
    if (byDepth > 0 || (byDepth === 0 && byBranch > 0)) best = error;
  }
  return best;
}

/** One line saying what a value should have been and what it was. */
export function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required but missing';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not a field of the contract';
    case 'type':
      return `must be ${String(params.type).replace(',', ' or ')}, got ${show(error.data)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(show).join(', ')}, got ${show(error.data)}`;
    case 'const':
      return `must be ${show(params.allowedValue)}, got ${show(error.data)}`;
    case 'format':
      return `must be a ${String(params.format)}, got ${show(error.data)}`;
    default:
      return `${error.message ?? 'does not match the contract'}, got ${show(error.data)}`;
  }
}

/**
 * A field's full path as a form names it, from its JSON pointer: `/item_data/1/id` →
 * `item_data[1].id`. A nested field's error is reported at its own place, never folded into its
 * top-level field (where two wrong items would read as one, and the field that is wrong is lost).
 */
export function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
}
