import { getResponse, http, type RequestHandler } from 'msw';
import { OFF_CONTRACT_HEADER } from '../lib/contract/calls';
import { notFound } from '../lib/server/http';
import { contractOperationOf, isStrict, isSwitchedOff, withoutAssumedFields } from '../lib/strict/strict-mode';

/**
 * Strict mode (`?mock=strict`, `MOCK_STRICT=1`; lib/strict/strict-mode.ts) in front of the `/api`
 * handlers: an assumed operation answers 404 `{"detail": "Not found."}`, any other is answered by
 * `served` (the handlers behind this one) and its answer loses the contract's assumed fields.
 * Off, it lets every request through untouched.
 *
 * Its answers are marked off-contract (`X-Mock-Off-Contract: strict`): they follow the contract's
 * spec-only part on purpose, so the contract checks, which hold answers to the whole contract
 * (assumed fields required), leave them alone; the requests the app sends are still checked.
 */
const offContract = (response: Response): Response => {
  response.headers.set(OFF_CONTRACT_HEADER, 'strict');
  return response;
};

export function strictHandlers(served: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (!isStrict(request)) return undefined;
      const operation = contractOperationOf(request);
      if (!operation) return undefined;
      if (isSwitchedOff(operation)) return offContract(notFound());
      const response = await getResponse(served, request);
      return offContract(response ? await withoutAssumedFields(response, operation) : notFound());
    }),
  ];
}
