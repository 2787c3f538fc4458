import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for vitest (msw/node). Started in src/shared/lib/test/setup-tests.ts. */
export const server = setupServer(...handlers);

/** Test helpers, in one import: `import { server, signInAs, setScenarios } from '@mocks/node'`. */
export { resetMockBackend } from './lib/testing/reset';
export { setScenarios, resetScenarios, getScenarios } from './lib/server/scenarios';
export { scenarioHandlers } from './handlers/scenarios';
export { signInAs, signOutLocally } from './lib/testing/sign-in';
export { PERSONAS, DEMO_PASSWORD } from './seed/people';
