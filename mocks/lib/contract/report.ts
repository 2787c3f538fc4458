import type { ContractMismatch } from './validate';

/** A mismatch seen on a call, with the call it was seen on. */
export interface ObservedMismatch extends ContractMismatch {
  method: string;
  url: string;
}

/** What the page's console line starts with: the demo e2e fails a test on any such line. */
export const CONTRACT_CONSOLE_PREFIX = '[contract]';

/** Over HTTP (`npm run mock-api`): the answer names its call's mismatches here (each line URI-encoded). */
export const CONTRACT_MISMATCH_HEADER = 'X-Contract-Mismatch';

/** One line naming the call, the operation, the status and the field: what a failing test prints. */
export function formatMismatch(mismatch: ObservedMismatch): string {
  const { pathname, search } = new URL(mismatch.url, 'http://localhost');
  const what = mismatch.side === 'request' ? 'request' : 'answer';
  const field = mismatch.pointer === '' ? '(whole)' : mismatch.pointer;
  return `${what} ${mismatch.operationId ?? '(no operation)'} ${mismatch.status} ${field}: ${mismatch.message} [${mismatch.method} ${pathname}${search}]`;
}

/** The error a test fails with when the contract was not kept: one line per mismatch. */
export function contractMismatchError(lines: readonly string[]): Error {
  return new Error(`The API contract (docs/api/openapi.yaml) does not allow:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}
