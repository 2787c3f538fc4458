import { http, type RequestHandler } from 'msw';
import { fieldErrors } from '../lib/server/http';

const loadChecks = () => Promise.all([import('../lib/contract/mock-contract'), import('../lib/contract/validate'), import('../lib/contract/drf-errors')]);

/**
 * The mock refuses what the contract refuses, as a DRF serializer would: after the server-wide
 * rules (CSRF, session, a body that parses) and before the area handlers, a request whose body,
 * query or path holds a value the contract does not allow (a wrong enum value, a missing required
 * field, a wrong type) in a call that changes something gets 400 with DRF's field errors (`{"format": ["\"wav\" is not a valid
 * choice."]}`). Only where the operation's own 400 answer is field errors: elsewhere (login's
 * `{"error"}`, searches that never answer 400) the request goes on to its handler, and the
 * contract checks of the test or the page still report it. What a server ignores (an unknown
 * query parameter or body field) is never refused.
 */
export const contractHandlers: RequestHandler[] = [
  http.all('*/api/*', async ({ request }) => {
    // Reads never change anything and their filters are lenient (an unknown value matches
    // nothing); the contract checks of the test or the page still report a wrong one.
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const [{ mockContract }, { readRequest }, { drfFieldErrors }] = await loadChecks();
    const contract = mockContract();
    const operation = contract.findOperation(request.method, request.url);
    if (!operation?.response(400)) return undefined;
    const refused = contract.requestProblems(operation, await readRequest(request)).filter((problem) => problem.refused);
    if (refused.length === 0) return undefined;
    const errors = drfFieldErrors(refused);
    if (contract.validateResponse(operation, 400, errors) !== null) return undefined;
    return fieldErrors(errors);
  }),
];
