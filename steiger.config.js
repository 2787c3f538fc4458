import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Popup bodies are opened by name through the popup layer's registry, so each such feature is
    // referenced exactly once by design; page-only widgets are app-wide blocks in the spec's
    // words (filter panel, criteria bar). See docs/decisions/steiger-insignificant-slice-off.md.
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Test and story files, and the fixtures of a slice's testing segment, may reach into a slice
    // to exercise it (ESLint keeps app code out of testing segments).
    files: ['./src/**/*.test.{ts,tsx}', './src/**/*.stories.tsx', './src/**/testing/**'],
    rules: { 'fsd/no-public-api-sidestep': 'off' },
  },
]);
