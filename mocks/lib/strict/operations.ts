import type { ContractOperation } from '../../../scripts/lib/contract-marks.d.mts';

interface OperationMatcher {
  operation: ContractOperation;
  pattern: RegExp;
  literals: number;
  /** Per segment, last first: whether it is literal (a tie between two templates goes to the later literal). */
  fromEnd: boolean[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One path parameter's segment: digits for an integer, one of an enum's values, else anything. */
function parameterPattern(kind: ContractOperation['params'][string] | undefined): string {
  if (kind === 'integer') return '\\d+';
  if (Array.isArray(kind)) return `(?:${kind.map(escape).join('|')})`;
  return '[^/]+';
}

/**
 * A path template (`/api/music/tracks/{id}/`) as a pattern: each `{param}` one segment of what it
 * takes, the trailing slash optional (the mock answers both, as Django's APPEND_SLASH redirects
 * one to the other).
 */
function matcherOf(operation: ContractOperation): OperationMatcher {
  const segments = operation.path.replace(/\/+$/, '').split('/');
  const literals = segments.filter((segment) => segment && !segment.startsWith('{')).length;
  const source = segments
    .map((segment) => {
      const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
      return name ? parameterPattern(operation.params[name]) : escape(segment);
    })
    .join('/');
  const fromEnd = segments.map((segment) => !segment.startsWith('{')).reverse();
  return { operation, pattern: new RegExp(`^${source}/?$`), literals, fromEnd };
}

/**
 * More literal segments first; between equals, the one whose literal comes later
 * (`/api/music/{kind}/featured` over `/api/music/samplers/{disc_number}/` for
 * `/api/music/samplers/featured`): the last segments name the call.
 */
function moreSpecific(a: OperationMatcher, b: OperationMatcher): number {
  if (a.literals !== b.literals) return b.literals - a.literals;
  for (let i = 0; i < Math.max(a.fromEnd.length, b.fromEnd.length); i += 1) {
    if (a.fromEnd[i] !== b.fromEnd[i]) return a.fromEnd[i] ? -1 : 1;
  }
  return 0;
}

/**
 * Finds the contract's operation for a request: the method and the path, a literal segment
 * winning over a parameter (`/api/music/albums/splash_banner/` over `/api/music/albums/{id}/`).
 */
export function operationFinder(operations: readonly ContractOperation[]) {
  const matchers = operations.map(matcherOf).sort(moreSpecific);
  return (method: string, pathname: string): ContractOperation | undefined =>
    matchers.find((matcher) => matcher.operation.method === method.toUpperCase() && matcher.pattern.test(pathname))?.operation;
}
