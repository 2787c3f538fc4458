import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Test and story files may reach into a slice to exercise it.
    files: ['./src/**/*.test.{ts,tsx}', './src/**/*.stories.tsx'],
    rules: { 'fsd/no-public-api-sidestep': 'off' },
  },
]);
