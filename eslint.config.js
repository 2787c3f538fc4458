import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '../../mocks/*', '../../../mocks/*'], message: 'App code reaches the mock backend only through the entrypoint and test/story setup.' },
          ],
        },
      ],
    },
  },
  {
    // Places allowed to reach the mock backend: the dev entrypoint, test setup, stories, mocks themselves.
    files: ['src/app/entrypoint/**', 'src/shared/lib/test/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '.storybook/**', 'mocks/**', 'e2e/**', 'e2e-http/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
