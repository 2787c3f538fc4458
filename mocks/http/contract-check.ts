import { getResponse, http, type RequestHandler } from 'msw';
import { isContractCall } from '../lib/contract/calls';
import { CONTRACT_CONSOLE_PREFIX, CONTRACT_MISMATCH_HEADER, formatMismatch } from '../lib/contract/report';

/**
 * Over HTTP, every request a client sends and every answer the mock gives is held to the API
 * contract, as in the page and in vitest: the handlers answer as usual, and each mismatch is
 * logged (`[contract] …` on stderr) and named on that very answer in an `X-Contract-Mismatch`
 * header (one line per mismatch, URI-encoded), which the e2e-http fixture turns into a failed
 * test naming the operation, the status and the field. A client reading only bodies sees no change.
 */
export function contractChecked(inner: readonly RequestHandler[], log: (line: string) => void = (line) => console.error(line)): RequestHandler {
  return http.all('*', async ({ request }) => {
    const baseUrl = new URL(request.url).origin;
    if (!isContractCall(request.url)) return getResponse([...inner], request, { baseUrl });
    const sent = request.clone();
    const [contract, response] = await Promise.all([import('../lib/contract/mock-contract'), getResponse([...inner], request, { baseUrl })]);
    if (!response) return response;
    const answerMismatch = await contract.checkAnswer(sent, response);
    const mismatches = [...(await contract.checkRequest(sent)), ...(answerMismatch ? [answerMismatch] : [])];
    for (const mismatch of mismatches) {
      const line = formatMismatch(mismatch);
      log(`${CONTRACT_CONSOLE_PREFIX} ${line}`);
      // A network error has no status to hold to anything, and its headers cannot change.
      if (response.type !== 'error') response.headers.append(CONTRACT_MISMATCH_HEADER, encodeURIComponent(line));
    }
    return response;
  });
}
