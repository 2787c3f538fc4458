import { getResponse, http, type RequestHandler } from 'msw';
import { isMutating } from '../lib/server/csrf';
import { fieldErrors, notFound } from '../lib/server/http';
import { restoreSnapshot, takeSnapshot } from '../lib/server/snapshot';

/** The contract's validator and DRF's messages, loaded with the mock's first `/api` call (never by the app's bundle). */
const loadRefusal = () => Promise.all([import('../lib/contract/mock-contract'), import('../lib/contract/drf-errors')]);

/**
 * Answers a server decides before its serializer reads the body (Django and DRF's order:
 * authentication, permissions, throttling, the object's lookup): when the handler gives one of
 * these, a refused request gets it too, as a real server would.
 */
const DECIDED_BEFORE_VALIDATION = new Set([401, 403, 404, 405, 429]);

const isJson = (response: Response) => /[/+]json\b/.test(response.headers.get('content-type') ?? '');

async function jsonObject(response: Response): Promise<Record<string, unknown> | null> {
  if (!isJson(response)) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The mock refuses what the API contract (docs/api/openapi.yaml) refuses, in every host (dev,
 * demo, vitest, Storybook, `npm run mock-api`), so the app's wrong requests fail in development
 * as they would on a real server. Before `served` (the `/api` handlers) answers, the request is
 * validated against its operation; when the contract refuses a field (a value outside an enum, a
 * missing required field, a wrong type), the answer is DRF's:
 * - a path parameter the contract refuses: 404 `{"detail": "Not found."}` (Django's router);
 * - the handler's own 401, 403, 404, 405 or 429 (checked before a serializer runs) as it is;
 * - the handler's own 400 field errors, merged with the contract's (`{"format": ["\"WAV\" is not
 *   a valid choice."], "type": ["This field is required."]}`); a 400 `detail` (a body that does
 *   not parse) as it is;
 * - otherwise (the handler accepted it) 400 with the contract's field errors, and whatever the
 *   handler changed in the database undone.
 * A request the contract allows, or whose operation it does not know (the fallback's 404), goes
 * through untouched; so does what a server ignores (an unknown query parameter or field).
 */
export function contractRefusalHandlers(served: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      const [{ refusedProblems }, { drfFieldErrors, mergeFieldErrors }] = await loadRefusal();
      const problems = await refusedProblems(request);
      if (problems.length === 0) return undefined;
      if (problems.some((problem) => problem.pointer.startsWith('/path/'))) return notFound();
      const contract = drfFieldErrors(problems);
      if (Object.keys(contract).length === 0) return undefined;
      const before = isMutating(request.method) ? takeSnapshot() : null;
      const own = await getResponse(served, request);
      if (own && DECIDED_BEFORE_VALIDATION.has(own.status)) return own;
      if (own && own.status === 400) {
        const body = await jsonObject(own);
        if (body && 'detail' in body) return own;
        return fieldErrors(mergeFieldErrors(body ?? {}, contract) as Record<string, string[]>);
      }
      if (before) restoreSnapshot(before);
      return fieldErrors(contract);
    }),
  ];
}
