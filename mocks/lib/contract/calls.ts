/**
 * What the contract checks look at, kept apart from the validator so the scenarios and the
 * watch never load ajv.
 */

/**
 * Marks an answer the mock gives outside the contract on purpose (a fault scenario's 500, 429 or
 * 503 on any call): the checks leave it alone. Its value says why (the scenario token).
 */
export const OFF_CONTRACT_HEADER = 'X-Mock-Off-Contract';

/** The calls the contract describes: the API and the media files its answers link to. */
export function isContractCall(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return pathname.startsWith('/api/') || pathname.startsWith('/mock-media/');
}
