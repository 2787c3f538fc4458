// Fixtures for tests and stories only: ESLint keeps app code from importing a testing segment.
export { makeTestReference } from './reference-fixture';
