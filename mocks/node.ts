import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { watchContract } from './lib/contract/watch';
import { contractMismatchError, formatMismatch, type ObservedMismatch } from './lib/contract/report';

/** The mock backend for vitest (msw/node). Started in src/shared/lib/test/setup-tests.ts. */
export const server = setupServer(...handlers);

/**
 * Every request a test's code sends and every answer the mock gives, held to the API contract
 * (docs/api/openapi.yaml). setup-tests.ts fails a test that leaves a mismatch behind; a test
 * that sends a wrong request on purpose takes its mismatches and asserts them:
 * `expect(await takeContractMismatches()).toEqual([expect.objectContaining({ pointer: '/body/format' })])`.
 */
export const contractWatch = watchContract(server.events);
export const takeContractMismatches = (which?: (mismatch: ObservedMismatch) => boolean) => contractWatch.take(which);

/**
 * Throws, naming each, when a request or an answer since the last check departed from the contract.
 * `requests: false` holds only the mock's answers: the mock's own tests send wrong requests on
 * purpose, to prove it refuses them as a DRF server would.
 */
export async function assertContractHeld({ requests = true }: { requests?: boolean } = {}): Promise<void> {
  const mismatches = (await contractWatch.take()).filter((mismatch) => requests || mismatch.side === 'answer');
  if (mismatches.length > 0) throw contractMismatchError(mismatches.map(formatMismatch));
}

/** Loads the contract and compiles all its schemas (once per process). */
export async function warmUpContract(): Promise<void> {
  const { mockContract } = await import('./lib/contract/mock-contract');
  mockContract().compileAll();
}

/** Test helpers, in one import: `import { server, signInAs, setScenarios } from '@mocks/node'`. */
export { resetMockBackend } from './lib/testing/reset';
export { setScenarios, resetScenarios, getScenarios } from './lib/server/scenarios';
export { scenarioHandlers } from './handlers/scenarios';
export { signInAs, signOutLocally } from './lib/testing/sign-in';
export { PERSONAS, DEMO_PASSWORD } from './seed/people';
