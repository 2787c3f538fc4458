// Vite plugins for the browser mock backend (demo build, dev server). Both keep work off the
// demo's critical path:
// - mockDatabaseSnapshot: the seeded database is generated once in node (build time, or on the
//   dev server's first request) and served as a JSON asset; `import url from
//   'virtual:mock-database'` gives its address, and the built index.html preloads it and the mock
//   chunk, so the browser fetches both alongside the entry instead of running faker for seconds.
// - the same build bakes every catalogue item's waveform levels into small files beside it
//   (mocks/audio/baked-waveforms.ts; `import { waveformBase } from 'virtual:mock-database'`), kept
//   in node_modules/.cache between builds: they change only with the database or the audio code.
// - slimMswData: @mswjs/data requires all of lodash and date-fns for one function each, and
//   graphql for `toHandlers()`, which the mock never calls; tough-cookie (msw's cookie store)
//   takes the public-suffix list for one lookup. The build gets the one functions.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { MOCK_WORKER_FILE } from '../../mocks/worker-file.ts';

const VIRTUAL_ID = 'virtual:mock-database';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ASSET_NAME = 'mock-database.json';
const DEV_URL = '/@mock-database.json';
const GENERATOR = 'mocks/seed/database-snapshot.ts';
const WAVEFORM_DIR = 'mock-waveforms';
const WAVEFORM_CACHE = 'node_modules/.cache/cuebox/mock-waveforms';
const WAVEFORM_CODE = 'mocks/audio';

/** Runs the seed in node through Vite's SSR loader (the mocks are TypeScript with aliases). */
async function generateWith(server, root) {
  const module = await server.ssrLoadModule(resolve(root, GENERATOR));
  return module.databaseSnapshotJson();
}

/**
 * The baked waveforms of the database just generated, by file name: from the cache when neither
 * what the pictures are drawn from nor the audio code has changed since they were drawn, else drawn.
 */
async function bakedWaveformsWith(server, root) {
  const module = await server.ssrLoadModule(resolve(root, GENERATOR));
  // Keyed by what the pictures are drawn from, not by the database (its dates follow the clock).
  const hash = createHash('sha256').update(module.catalogueWaveformKeys().join('\n'));
  const codeDir = resolve(root, WAVEFORM_CODE);
  for (const file of readdirSync(codeDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    hash.update(file).update(readFileSync(join(codeDir, file)));
  }
  const cacheDir = resolve(root, WAVEFORM_CACHE);
  const cacheFile = join(cacheDir, `${hash.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cacheFile)) {
    return new Map(Object.entries(JSON.parse(readFileSync(cacheFile, 'utf8'))).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]));
  }
  const files = module.catalogueWaveforms();
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(Object.fromEntries([...files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]))));
  return files;
}

async function generateStandalone(root) {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const json = await generateWith(server, root);
    return { json, waveforms: await bakedWaveformsWith(server, root) };
  } finally {
    await server.close();
  }
}

export function mockDatabaseSnapshot() {
  let root = process.cwd();
  let base = '/';
  let isBuild = false;
  let assetsDir = 'assets';
  let devJson = null;
  return {
    name: 'mock-database-snapshot',
    configResolved(config) {
      root = config.root;
      base = config.base;
      isBuild = config.command === 'build';
      assetsDir = config.build?.assetsDir ?? 'assets';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The dev server draws every waveform: its database changes as the mocks are edited.
      if (!isBuild) return `export default ${JSON.stringify(DEV_URL)};\nexport const waveformBase = null;`;
      const { json, waveforms } = await generateStandalone(root);
      const ref = this.emitFile({ type: 'asset', name: ASSET_NAME, source: json });
      for (const [name, bytes] of waveforms) this.emitFile({ type: 'asset', fileName: `${assetsDir}/${WAVEFORM_DIR}/${name}`, source: bytes });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};\nexport const waveformBase = ${JSON.stringify(`${base}${assetsDir}/${WAVEFORM_DIR}/`)};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.includes('/mocks/')) devJson = null;
      });
      server.middlewares.use(DEV_URL, (_request, response, next) => {
        (devJson ? Promise.resolve(devJson) : generateWith(server, root))
          .then((json) => {
            devJson = json;
            response.setHeader('Content-Type', 'application/json');
            response.end(json);
          })
          .catch(next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.values(context.bundle ?? {});
        const asset = files.find((file) => file.type === 'asset' && (file.names ?? [file.name]).includes(ASSET_NAME));
        if (!asset) return undefined;
        const tags = [{
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href: `${base}${asset.fileName}`, crossorigin: '' },
          injectTo: 'head',
        }];
        // The entry imports the mock dynamically (the production build must not contain it), so
        // without a hint the browser finds it only once the entry has run.
        // The mock, and what it loads before its first answer: every /api call waits for the
        // contract's validator and DRF's messages (handlers/contract-refusal.ts), which the mock
        // imports only once it runs, a round trip after its own code.
        const facades = ['/mocks/browser.ts', ...FIRST_ANSWER_IMPORTS];
        const needed = files.filter((file) => file.type === 'chunk' && facades.some((end) => file.facadeModuleId?.replace(/\\/g, '/').endsWith(end)));
        const preloaded = new Set();
        for (const chunk of needed) staticImports(context.bundle, chunk.fileName, preloaded);
        for (const fileName of preloaded) {
          // Already a tag of the page (the entry and its preloads); a mention in the route table's
          // inline script is not a preload.
          if (html.includes(`href="${base}${fileName}"`) || html.includes(`src="${base}${fileName}"`)) continue;
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${fileName}` }, injectTo: 'head' });
        }
        // On a first visit the mock's worker must install and activate before anything is
        // answered; registered here, that runs while the entry and the database download, not
        // after the mock's code has run (MSW's own registration then finds it). At the top of the
        // head: an inline script after a stylesheet would wait for it.
        tags.push({
          tag: 'script',
          children: `if ("serviceWorker" in navigator) navigator.serviceWorker.register(${JSON.stringify(`${base}${MOCK_WORKER_FILE}`)}).catch(function () {});`,
          injectTo: 'head-prepend',
        });
        return tags;
      },
    },
  };
}

/** The modules the mock imports dynamically and waits for before it answers its first /api call. */
const FIRST_ANSWER_IMPORTS = ['/mocks/lib/contract/mock-contract.ts', '/mocks/lib/contract/drf-errors.ts'];

/** A chunk and every chunk it imports statically, however deep (a module preload fetches only its own file). */
function staticImports(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticImports(bundle, imported, seen);
  return seen;
}

const SHIMS = {
  tldts: 'tough-cookie-tldts.mjs',
  lodash: 'mswjs-data-lodash.mjs',
  'date-fns': 'mswjs-data-date-fns.mjs',
  './model/generateRestHandlers': 'mswjs-data-handlers.mjs',
  './model/generateGraphQLHandlers': 'mswjs-data-handlers.mjs',
};

export function slimMswData() {
  const dir = fileURLToPath(new URL('./shims/', import.meta.url));
  return {
    name: 'slim-mswjs-data',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const owner = from.includes('/node_modules/@mswjs/data/') ? '@mswjs/data' : from.includes('/node_modules/tough-cookie/') ? 'tough-cookie' : null;
      if (!owner || (owner === 'tough-cookie') !== (source === 'tldts')) return undefined;
      const shim = SHIMS[source];
      return shim ? resolve(dir, shim) : undefined;
    },
  };
}
