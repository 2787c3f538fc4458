import { HttpResponse } from 'msw';
import marks from 'virtual:contract-marks';
import type { ContractOperation } from '../../../scripts/lib/contract-marks.d.mts';
import { activeScenarios, requestScenarios } from '../server/scenarios';
import { operationFinder } from './operations';
import { stripAssumed } from './strip';

/**
 * Strict mode: the mock answers as a server built from the product spec alone would. The
 * contract's `x-source` marks drive it (`virtual:contract-marks`, built from
 * docs/api/openapi.yaml): an operation marked assumed is not there (404 `{"detail": "Not
 * found."}`, as Django answers a path it does not route), and every field marked assumed is left
 * out of the answers. On with the `strict` scenario token (`?mock=strict` in the running app,
 * `X-Mock-Scenario: strict` on one call, `setScenarios(['strict'])` in tests) or `MOCK_STRICT=1`
 * for `npm run mock-api`.
 */

const findOperation = operationFinder(marks.operations);

/** Whether this request is answered in strict mode (the page's scenarios or its own). */
export function isStrict(request: Request): boolean {
  return activeScenarios.has('strict') || Boolean(requestScenarios(request)?.has('strict'));
}

/** The contract's operation a request calls, if any. */
export function contractOperationOf(request: Request): ContractOperation | undefined {
  return findOperation(request.method, new URL(request.url).pathname);
}

/**
 * Whether strict mode turns an operation off. The files the answers link to (`/mock-media/…`:
 * audio, waveforms, artwork, downloads) stay served though the contract marks their routes
 * assumed: the spec's own fields (`audio_file.url`, `wave_image`, `artwork`, `download_url`) name
 * them, and a server the spec describes serves the files its URLs name. Only where they live is
 * the mock's.
 */
export function isSwitchedOff(operation: ContractOperation): boolean {
  return operation.assumed && operation.path.startsWith('/api/');
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

/**
 * The answer without the contract's assumed fields (the schema of its status). Headers and status
 * stay; an answer that is not JSON, or has no schema for its status, is left as it is.
 */
export async function withoutAssumedFields(response: Response, operation: ContractOperation): Promise<Response> {
  const schema = operation.responses[String(response.status)];
  if (!schema || !isJson(response)) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new HttpResponse(JSON.stringify(stripAssumed(body, schema, marks.schemas)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
