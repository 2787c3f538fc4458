// Fixtures for tests and stories only: ESLint keeps app code from importing a testing segment.
export { TEST_RATE, testMusic, wavFile, type TestMusic } from './test-music';
