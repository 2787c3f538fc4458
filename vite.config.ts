/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions as launchOptions } from './scripts/lib/chromium.mjs';
import { routePreload } from './scripts/lib/route-preload-plugin.mjs';
import { mockDatabaseSnapshot, slimMswData } from './scripts/lib/mock-browser-plugin.mjs';

const chromiumLaunchOptions = launchOptions();

/**
 * Production build only: records every source module that went into the bundle, so
 * scripts/check-prod-bundle.mjs can prove no mock code, msw, @mswjs/data or faker shipped.
 * Written outside dist so it is never deployed.
 */
function recordBundledModules(enabled: boolean): Plugin {
  return {
    name: 'record-bundled-modules',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (!enabled) return;
      const root = fileURLToPath(new URL('.', import.meta.url));
      const modules = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) modules.add(id.replace(/\0/g, '').replace(root, ''));
      }
      const { mkdir, writeFile } = await import('node:fs/promises');
      const dir = fileURLToPath(new URL('./node_modules/.cache/cuebox', import.meta.url));
      await mkdir(dir, { recursive: true });
      await writeFile(`${dir}/prod-modules.json`, JSON.stringify([...modules].sort(), null, 1));
    },
  };
}

/** The production (real-API) bundle must not ship the mock service worker. */
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      // Whatever --outDir says (the real-HTTP e2e builds into dist-http).
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!enabled) return;
      const { rm } = await import('node:fs/promises');
      await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), routePreload(), mockDatabaseSnapshot(), slimMswData(), dropMockWorker(mode === 'production'), recordBundledModules(mode === 'production')],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    // Every browser the app supports has native modulepreload.
    modulePreload: { polyfill: false },
    // dist*/.vite/manifest.json: lets `npm run bench` find the route chunk `/` loads lazily.
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/shared/lib/test/setup-tests.ts'],
          restoreMocks: true,
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
