import contract from 'virtual:api-contract';
import { SCENARIO_QUERY } from '../server/scenarios';
import { OFF_CONTRACT_HEADER } from './calls';
import type { ObservedMismatch } from './report';
import { createContractValidator, readRequest, type ContractMismatch, type ContractValidator, type RequestProblem } from './validate';

/**
 * The mock's hold on the contract: one validator over docs/api/openapi.yaml (built into the
 * `virtual:api-contract` module), created on first use and kept, so each schema compiles once per
 * process or page. Loaded with a dynamic import wherever the mock runs, so ajv and the contract
 * load only when the mock answers its first call.
 */
let validator: ContractValidator | undefined;

export function mockContract(): ContractValidator {
  validator ??= createContractValidator(contract, { ignoredQueryParameters: [SCENARIO_QUERY] });
  return validator;
}

const observed = (request: { method: string; url: string }, mismatch: ContractMismatch): ObservedMismatch => ({
  ...mismatch,
  method: request.method,
  url: request.url,
});

/** Every mismatch of a request the app sent (read from a clone): an unknown call, a field the contract refuses or does not name. */
export async function checkRequest(request: Request): Promise<ObservedMismatch[]> {
  const validator = mockContract();
  const operation = validator.findOperation(request.method, request.url);
  if (!operation) {
    const { pathname } = new URL(request.url);
    return [observed(request, { operationId: null, status: 404, pointer: '', message: `no operation ${request.method} ${pathname} in the contract`, side: 'request' })];
  }
  return validator.requestProblems(operation, await readRequest(request)).map(({ operationId, status, pointer, message, side }) => observed(request, { operationId, status, pointer, message, side }));
}

/**
 * The first mismatch of an answer the mock gave, or null. Left alone: network errors, answers a
 * fault scenario forced (`X-Mock-Off-Contract`), and calls with no operation (their request is
 * the mismatch). JSON bodies are read from a clone; other bodies (audio, artwork) are never read.
 */
export async function checkAnswer(request: Request, response: Response): Promise<ObservedMismatch | null> {
  if (response.type === 'error' || response.status === 0 || response.headers.has(OFF_CONTRACT_HEADER)) return null;
  const validator = mockContract();
  const operation = validator.findOperation(request.method, request.url);
  if (!operation) return null;
  const contentType = response.headers.get('content-type');
  let body: unknown = response.body === null ? undefined : '(binary)';
  if (/[/+]json\b/.test(contentType ?? '')) {
    const text = await response.clone().text();
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return observed(request, { operationId: operation.operationId, status: response.status, pointer: '', message: 'the body is not JSON', side: 'answer' });
    }
  }
  const mismatch = validator.validateResponse(operation, response.status, body, contentType);
  return mismatch && observed(request, mismatch);
}

/**
 * The problems of a request a server keeping the contract refuses it for (a field value it does
 * not allow, a required field missing), in DRF's order; none for a request it allows, or a call
 * it has no operation for. Only refusals the operation can answer count: a field needs its 400,
 * a path parameter its 404 (an operation without them, like the search, reads what it can and
 * ignores the rest). The request is read from a clone. Compiles only its operation's request
 * schemas, on first use.
 */
export async function refusedProblems(request: Request): Promise<RequestProblem[]> {
  const validator = mockContract();
  const operation = validator.findOperation(request.method, request.url);
  if (!operation) return [];
  const answers = (status: number) => operation.response(status) !== undefined;
  return validator
    .requestProblems(operation, await readRequest(request))
    .filter((problem) => problem.refused && !problem.pointer.startsWith('/header/'))
    .filter((problem) => (problem.pointer.startsWith('/path/') ? answers(404) : answers(400)));
}
