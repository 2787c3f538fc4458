// Fixtures for tests and stories only: ESLint keeps app code from importing a testing segment.
export { vocabularyTestHandlers } from './vocabulary-test-handlers';
