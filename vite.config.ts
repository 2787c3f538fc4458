import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { testLaunchOptions } from './scripts/lib/chromium.mjs';
import { apiPreconnect } from './scripts/lib/api-preconnect-plugin.mjs';
import { frontPage } from './scripts/lib/front-page-plugin.mjs';
import { routePreload } from './scripts/lib/route-preload-plugin.mjs';
import { ROUTE_DATA_PRELOADS } from './src/app/routes/route-data.ts';
import { mockDatabaseSnapshot, slimMswData } from './scripts/lib/mock-browser-plugin.mjs';
import { contractMarksModule } from './scripts/lib/contract-marks-plugin.mjs';
import { contractDocumentModule } from './scripts/lib/contract-document-plugin.mjs';

/**
 * True when this config is loaded by vitest for a run that includes the project `name`: no
 * `--project` filter, or one naming it (wildcards count as a match).
 */
function vitestRuns(name: string): boolean {
  if (!process.env.VITEST) return false;
  const argv = process.argv;
  const filters = argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  return filters.length === 0 || filters.some((f) => f === name || f.includes('*'));
}

/**
 * The story tests: every story in Chromium through Storybook's vitest plugin. Its imports take
 * seconds, so builds, the dev server and `vitest --project unit` never load them.
 */
async function storybookProject(): Promise<TestProjectInlineConfiguration[]> {
  if (!vitestRuns('storybook')) return [];
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);
  return [
    {
      extends: true,
      plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
      test: {
        name: 'storybook',
        // One page and one module graph for every story file (vitest's default is a fresh iframe per
        // file): each file's setup imported the preview, the app, the mock backend and its seed
        // again, 225 s of a 439 s run of eight small files on a loaded two-core machine. Every story
        // still starts from the same world: the preview's loader resets the mock backend, the
        // session, the toasts and the store before each one.
        isolate: false,
        // A hang guard, not a speed limit: the run's first story loads the whole app through the dev
        // server (transforms included), which took over 15 s (vitest's default) on a two-core machine
        // shared with other work; a story that waits on something that never comes still fails.
        testTimeout: 60_000,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: testLaunchOptions() }),
          instances: [{ browser: 'chromium' }],
          // The page server's port: STORY_TEST_PORT, so runs side by side on one machine never collide.
          ...(process.env.STORY_TEST_PORT ? { api: { port: Number(process.env.STORY_TEST_PORT), strictPort: true } } : {}),
        },
      },
    },
  ];
}

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

export default defineConfig(async ({ mode }): Promise<UserConfig> => ({
  // frontPage before routePreload: the landing script lists the files left after the inlining.
  plugins: [react(), apiPreconnect(), frontPage({ configFile: fileURLToPath(import.meta.url), drawnWith: [/\/src\/widgets\/footer\/index\.tsx?$/], dataPages: [/\/src\/pages\/search\/index\.tsx?$/, /\/src\/pages\/collection\/index\.tsx?$/] }), routePreload({ data: ROUTE_DATA_PRELOADS }), mockDatabaseSnapshot(), contractMarksModule(), contractDocumentModule(), slimMswData(), recordBundledModules(mode === 'production')],
  // public/ holds only the mock service worker (msw's `workerDirectory`): the production (real-API)
  // bundle copies nothing from it, so the worker never ships; dev, the demo and the tests serve it.
  publicDir: mode === 'production' ? false : 'public',
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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (rolldown's `$initial` tag: libraries and the app
        // core) in one chunk with one stylesheet. Left to itself, the splitter cuts modules the
        // entry shares with lazy parts into a tiny chunk per combination of users: the entry then
        // came as 13 scripts and 3 stylesheets, and on a phone each extra request waits its turn
        // for a connection (Lighthouse: first paint 2.3 s with them, 1.8 s as one file).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The item menu and its actions in a chunk of their own (not their dependencies, such
            // as artwork, which pages without item menus share): merged by the rule below they
            // rode along with the artwork to the home page, which has no item menus (+5 kB gzip).
            {
              name: 'item-actions',
              test: /[\\/]src[\\/](features[\\/]track-actions|shared[\\/]ui[\\/]menu)[\\/]/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // App code that several pages and lazy parts share, one chunk per set of parts using it,
            // and each set under ~6 kB merged into its nearest neighbour. Left to itself, the
            // splitter cut the shared code into a chunk per combination: the search page's first
            // load was 25 files (13 scripts under 1 kB), each waiting its turn for one of a phone's
            // six connections; grouped, it is 15 (Lighthouse LCP 2.45 s → 2.29 s on search, 2.31 s
            // → 2.17 s on home), at a few kB more code on some pages. The file count of each landing
            // route is held by scripts/check-prod-bundle.mjs.
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 6000 },
          ],
        },
        // A shared chunk's generated name lists every part that uses it; the file says only "shared".
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('shared~')) ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    // No retries: a test that passes only on a second try is a bug (docs/decisions/no-test-retries.md).
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/shared/lib/test/setup-tests.ts', './src/app/test-setup/lazy-parts-loaded.ts'],
          // One jsdom, one module graph and one seeded catalogue per worker instead of per file:
          // starting jsdom and importing the app and the mock backend cost ~2 s a file, more than
          // most files' tests. The setup file gives every file a blank page, storage, URL, cookies,
          // real timers and unstubbed globals, and every test the seeded database.
          isolate: false,
          // At least two workers, even on two cores (vitest's default is cores - 1): many tests
          // wait on real timers (debounces, toasts, menu delays), and a second worker fills those waits.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          restoreMocks: true,
          unstubGlobals: true,
          testTimeout: 15000,
        },
      },
      ...(await storybookProject()),
    ],
  },
}));
