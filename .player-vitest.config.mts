import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
export default defineConfig({
  root: '/work/main',
  resolve: { alias: { '@': '/work/main/src', '@mocks': '/work/main/mocks' } },
  test: { environment: 'jsdom', include: ['mocks/audio/**/*.test.ts', 'mocks/audio/**/*.tmp.test.ts'], setupFiles: ['/work/main/.player-setup.ts'] },
});
