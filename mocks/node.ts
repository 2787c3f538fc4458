import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for vitest (msw/node). Started in src/shared/lib/test/setup-tests.ts. */
export const server = setupServer(...handlers);

/** Test helpers, in one import: `import { server, signInAs, setScenarios } from '@mocks/node'`. */
export { resetMockBackend } from './lib/test-reset';
export { setScenarios, resetScenarios, getScenarios } from './lib/scenarios';
export { scenarioHandlers } from './handlers/scenarios';
export { signInAs, signOutLocally } from './lib/sign-in';
export { PERSONAS, DEMO_PASSWORD } from './seed/people';
