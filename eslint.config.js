import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

const MOCKS_IMPORT = {
  group: ['@mocks/*', '../../mocks/*', '../../../mocks/*'],
  message: 'App code reaches the mock backend only through the entrypoint and test/story setup.',
};
/** A slice's `testing` segment holds fixtures for tests and stories; the app never bundles them. */
const TESTING_IMPORT = {
  group: ['**/testing', '**/testing/*'],
  message: 'Test fixtures (a slice\'s testing segment) are for tests and stories only.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-http', 'storybook-static', 'coverage', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [MOCKS_IMPORT, TESTING_IMPORT] }],
    },
  },
  {
    // The dev entrypoint starts the mock backend, but is app code: no test fixtures.
    files: ['src/app/entrypoint/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTING_IMPORT] }] },
  },
  {
    // Places allowed to reach the mock backend and the fixtures: test setup, tests, stories, the
    // testing segments themselves, mocks, e2e and scripts.
    files: ['src/shared/lib/test/**', 'src/**/testing/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '.storybook/**', 'mocks/**', 'e2e/**', 'e2e-http/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Test files share one module graph (`isolate: false`); setup-tests.ts removes a test's
    // listeners after it. Clearing them all inside a test also ends the contract watch's.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='removeAllListeners'][callee.object.property.name='events']", message: 'Remove your own listener (server.events.removeListener); setup-tests.ts clears the rest after the test, and the contract watch must keep listening.' }],
    },
  },
  {
    // Every e2e journey is held to the API contract by the `test` of e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts', 'e2e-http/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from e2e/support/test.ts: it fails a test on any call the API contract does not allow." }] }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
