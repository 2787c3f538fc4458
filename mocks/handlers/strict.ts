import { getResponse, http, type RequestHandler } from 'msw';
import { notFound } from '../lib/server/http';
import { contractOperationOf, isStrict, isSwitchedOff, withoutAssumedFields } from '../lib/strict/strict-mode';

/**
 * Strict mode (`?mock=strict`, `MOCK_STRICT=1`; lib/strict/strict-mode.ts) in front of the `/api`
 * handlers: an assumed operation answers 404 `{"detail": "Not found."}`, any other is answered by
 * `served` (the handlers behind this one) and its answer loses the contract's assumed fields.
 * Off, it lets every request through untouched.
 */
export function strictHandlers(served: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (!isStrict(request)) return undefined;
      const operation = contractOperationOf(request);
      if (!operation) return undefined;
      if (isSwitchedOff(operation)) return notFound();
      const response = await getResponse(served, request);
      return response ? withoutAssumedFields(response, operation) : notFound();
    }),
  ];
}
